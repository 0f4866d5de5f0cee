import {NavLinkList} from '~/components/NavLinkList';
import {SiteLink} from '~/components/SiteLink';
import {isKnownNetwork, SocialLink} from '~/components/SocialLink';
import type {
  FooterBlok,
  FooterNavMenuBlok,
  InformationListBlok,
  NavLinkBlok,
  PaymentOption,
  SocialIconBlok,
} from '~/lib/content/storyblok/types';

/**
 * The footer's markup, in a chunk of its own: the page the server sent keeps its HTML and never
 * loads this code (`Footer`).
 */

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

/** The editors' menus and lists. */
export function FooterMenus({footer}: {footer: FooterBlok}) {
  const {nav_menus: menus = [], information_lists: informationLists = []} = footer;
  return (
    <div className="mx-auto grid max-w-7xl gap-10 px-6 py-12 sm:grid-cols-2 lg:grid-cols-4">
      {menus.map((menu) => (
        <FooterMenu key={menu._uid} menu={menu} />
      ))}
      {informationLists.map((list) => (
        <InformationList key={list._uid} list={list} />
      ))}
    </div>
  );
}

/** The social links and payment methods, at the start of the badges' row. */
export function FooterSocialAndPayments({footer}: {footer: FooterBlok}) {
  return (
    <>
      <SocialLinks icons={footer.social_icons ?? []} />
      <PaymentMethods options={footer.payment_options ?? []} />
    </>
  );
}

export function FooterCopyright({footer}: {footer: FooterBlok}) {
  return <p>{copyrightText(footer.copyright_text)}</p>;
}

/** Spec: the copyright year is always the current year. */
export function copyrightText(template: string | undefined, now = new Date()): string {
  return (template ?? '').replaceAll('{year}', String(now.getFullYear()));
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

export function FooterLegalNav({footer}: {footer: FooterBlok}) {
  const links: NavLinkBlok[] = footer.copyright_nav ?? [];
  if (!links.length) return null;
  return (
    <nav aria-label="Legal">
      <NavLinkList links={links} className="flex flex-wrap gap-x-5 gap-y-2" />
    </nav>
  );
}
