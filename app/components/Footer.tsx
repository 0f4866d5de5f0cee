import {useLocation} from '@remix-run/react';
import {useContext} from 'react';
import {KeptBlocks, type FooterStub} from '~/lib/kept-content';
import {CountrySwitcher} from '~/components/CountrySwitcher';
import {NewsletterForm} from '~/components/NewsletterForm';
import type {SecuritySealSettings} from '~/components/SecuritySeal';
import {keptFromServer} from '~/lib/kept-html';
import {stripLocalePrefix} from '~/lib/locale';
import {useLocale, useLocaleTag} from '~/lib/useLocale';
import type {FooterBlok, FooterSubscribeBlok} from '~/lib/storyblok/types';

const loadParts = () => import('~/components/FooterParts');
const FooterLinks = keptFromServer(() => loadParts().then((parts) => parts.FooterLinks), useLocaleTag);
const FooterCopyright = keptFromServer(() => loadParts().then((parts) => parts.FooterCopyright), useLocaleTag);
const FooterLegalNav = keptFromServer(() => loadParts().then((parts) => parts.FooterLegalNav), useLocaleTag);

/** The footer the editors wrote, with its newsletter signup on the pages that do not hide it. */
export function Footer({
  footer,
  securitySeal,
}: {
  footer: FooterBlok | FooterStub;
  securitySeal?: SecuritySealSettings;
}) {
  // A document's data carries a stub (`globalForResponse`): the server renders the footer whole
  // from its copy, and the browser keeps that HTML without reading the stub.
  const whole = (useContext(KeptBlocks).get(footer._uid) ?? footer) as FooterBlok;
  return (
    // The site-wide focus ring is dark green, invisible on this background.
    <div className="bg-emerald-950 text-emerald-50 [&_:focus-visible]:outline-white">
      <FooterSignup subscribe={footer.subscribe?.[0]} />
      <FooterLinks footer={whole} securitySeal={securitySeal} />
      <div className="border-t border-emerald-800">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-6 py-6 text-sm">
          <FooterCopyright footer={whole} />
          <CountrySwitcher />
          <FooterLegalNav footer={whole} />
        </div>
      </div>
    </div>
  );
}

function FooterSignup({subscribe}: {subscribe: FooterSubscribeBlok | undefined}) {
  const {pathname} = useLocation();
  const locale = useLocale();
  if (!subscribe || isHiddenOn(subscribe.hide_on_pages, stripLocalePrefix(pathname, locale))) return null;
  return (
    <div className="border-b border-emerald-800">
      <div className="mx-auto max-w-xl px-6 py-10">
        <NewsletterForm
          placement="footer"
          title={subscribe.title}
          submitText={subscribe.submit_text}
          successText={subscribe.success_text}
          tone="dark"
        />
      </div>
    </div>
  );
}

/**
 * `hide_on_pages`: one path per line; a path hides the signup on itself and the pages under it
 * (`/blog` covers every post, whose sidebar has its own signup).
 */
export function isHiddenOn(hideOnPages: string | undefined, path: string): boolean {
  const current = path.replace(/\/+$/, '') || '/';
  return (hideOnPages ?? '')
    .split('\n')
    .map((line) => line.trim().replace(/\/+$/, '') || (line.trim() ? '/' : ''))
    .filter(Boolean)
    .some((hidden) => current === hidden || (hidden !== '/' && current.startsWith(`${hidden}/`)));
}
