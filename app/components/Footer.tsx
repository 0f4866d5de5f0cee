import {useLocation} from '@remix-run/react';
import {CountrySwitcher} from '~/components/CountrySwitcher';
import {NavLinkList} from '~/components/NavLinkList';
import {NewsletterForm} from '~/components/NewsletterForm';
import {SecuritySeal, type SecuritySealSettings} from '~/components/SecuritySeal';
import {SiteLink} from '~/components/SiteLink';
import {isKnownNetwork, SocialLink} from '~/components/SocialLink';
import {stripLocalePrefix} from '~/lib/locale';
import {useLocale} from '~/lib/useLocale';
import type {
  BadgeBlok,
  FooterBlok,
  FooterNavMenuBlok,
  FooterSubscribeBlok,
  InformationListBlok,
  NavLinkBlok,
  PaymentOption,
  SocialIconBlok,
} from '~/lib/storyblok/types';

export const PAYMENT_NAMES: Record<PaymentOption, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  paypal: 'PayPal',
  apple_pay: 'Apple Pay',
  google_pay: 'Google Pay',
  shop_pay: 'Shop Pay',
};

/** The footer the editors wrote, with its newsletter signup on the pages that do not hide it. */
export function Footer({
  footer,
  securitySeal,
}: {
  footer: FooterBlok;
  securitySeal?: SecuritySealSettings;
}) {
  const {
    nav_menus: menus = [],
    information_lists: informationLists = [],
    social_icons: socialIcons = [],
    payment_options: paymentOptions = [],
    badges = [],
  } = footer;
  return (
    // The site-wide focus ring is dark green, invisible on this background.
    <div className="bg-emerald-950 text-emerald-50 [&_:focus-visible]:outline-white">
      <FooterSignup subscribe={footer.subscribe?.[0]} />
      <div className="mx-auto grid max-w-7xl gap-10 px-6 py-12 sm:grid-cols-2 lg:grid-cols-4">
        {menus.map((menu) => (
          <FooterMenu key={menu._uid} menu={menu} />
        ))}
        {informationLists.map((list) => (
          <InformationList key={list._uid} list={list} />
        ))}
      </div>
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-8 px-6 pb-8">
        <SocialLinks icons={socialIcons} />
        <PaymentMethods options={paymentOptions} />
        <Badges badges={badges} securitySeal={securitySeal} />
      </div>
      <div className="border-t border-emerald-800">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-6 py-6 text-sm">
          <p>{copyrightText(footer.copyright_text)}</p>
          <CountrySwitcher />
          <CopyrightNav links={footer.copyright_nav ?? []} />
        </div>
      </div>
    </div>
  );
}

/** Spec: the copyright year is always the current year. */
export function copyrightText(template: string | undefined, now = new Date()): string {
  return (template ?? '').replaceAll('{year}', String(now.getFullYear()));
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

function FooterMenu({menu}: {menu: FooterNavMenuBlok}) {
  return (
    <nav aria-label={menu.title}>
      <h2 className="mb-3 text-base font-bold text-white">{menu.title}</h2>
      <NavLinkList links={menu.links ?? []} className="space-y-2" />
    </nav>
  );
}

function InformationList({list}: {list: InformationListBlok}) {
  return (
    <div>
      <h2 className="mb-3 text-base font-bold text-white">{list.title}</h2>
      <ul className="space-y-2">
        {(list.items ?? []).map((item) => (
          <li key={item._uid}>
            {item.label ? <span className="font-semibold">{item.label}: </span> : null}
            <SiteLink link={item.link} className="hover:underline">
              {item.text}
            </SiteLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

function SocialLinks({icons}: {icons: SocialIconBlok[]}) {
  const known = icons.filter((icon) => isKnownNetwork(icon.network));
  if (!known.length) return null;
  return (
    <ul aria-label="Social media" className="flex gap-3">
      {known.map((icon) => (
        <li key={icon._uid}>
          <SocialLink
            network={icon.network}
            link={icon.link}
            className="inline-flex size-10 items-center justify-center rounded-full bg-emerald-800 text-white hover:bg-emerald-700"
          />
        </li>
      ))}
    </ul>
  );
}

function PaymentMethods({options}: {options: PaymentOption[]}) {
  const known = options.filter((option) => option in PAYMENT_NAMES);
  if (!known.length) return null;
  return (
    <ul aria-label="Payment methods" className="flex flex-wrap gap-2">
      {known.map((option) => (
        <li
          key={option}
          className="rounded border border-stone-300 bg-white px-2 py-1 text-xs font-bold text-stone-900"
        >
          {PAYMENT_NAMES[option]}
        </li>
      ))}
    </ul>
  );
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

function CopyrightNav({links}: {links: NavLinkBlok[]}) {
  if (!links.length) return null;
  return (
    <nav aria-label="Legal">
      <NavLinkList links={links} className="flex flex-wrap gap-x-5 gap-y-2" />
    </nav>
  );
}
