import {useLocation} from '@remix-run/react';
import {CountrySwitcher} from '~/components/CountrySwitcher';
import {FooterCopyright, FooterLegalNav, FooterMenus, FooterSocialAndPayments} from '~/components/FooterParts';
import {NewsletterForm} from '~/components/NewsletterForm';
import {SecuritySeal, type SecuritySealSettings} from '~/components/SecuritySeal';
import {SiteLink} from '~/components/SiteLink';
import {stripLocalePrefix} from '~/lib/i18n/locale';
import {assetSize} from '~/lib/content/storyblok/images';
import {useLocale} from '~/lib/i18n/useLocale';
import type {BadgeBlok, FooterBlok, FooterSubscribeBlok} from '~/lib/content/storyblok/types';

/** The footer the editors wrote, with its newsletter signup on the pages that do not hide it. */
export function Footer({
  footer,
  securitySeal,
}: {
  footer: FooterBlok;
  securitySeal?: SecuritySealSettings;
}) {
  return (
    // The site-wide focus ring is dark green, invisible on this background.
    <div className="bg-emerald-950 text-emerald-50 [&_:focus-visible]:outline-white">
      <FooterSignup subscribe={footer.subscribe?.[0]} />
      <FooterMenus footer={footer} />
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-8 px-6 pb-8">
        <FooterSocialAndPayments footer={footer} />
        <Badges badges={footer.badges ?? []} securitySeal={securitySeal} />
      </div>
      <div className="border-t border-emerald-800">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-6 py-6 text-sm">
          <FooterCopyright footer={footer} />
          <CountrySwitcher />
          <FooterLegalNav footer={footer} />
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

function Badges({
  badges,
  securitySeal,
}: {
  badges: BadgeBlok[];
  securitySeal?: SecuritySealSettings;
}) {
  const shown = badges.filter((badge) => badge.image?.filename);
  if (!shown.length && !securitySeal) return null;
  return (
    <ul aria-label="Certifications" className="flex flex-wrap items-center gap-4">
      {shown.map((badge) => (
        <li key={badge._uid}>
          <SiteLink link={badge.link}>
            <img
              src={badge.image.filename}
              // A linked badge needs a name; editors sometimes leave the alt text empty.
              alt={badge.image.alt || badge.image.title || 'Certification badge'}
              {...assetSize(badge.image.filename)}
              loading="lazy"
              className="h-14 w-auto"
            />
          </SiteLink>
        </li>
      ))}
      {securitySeal ? (
        <li>
          <SecuritySeal seal={securitySeal} />
        </li>
      ) : null}
    </ul>
  );
}
