import {Await, Link} from '@remix-run/react';
import {Suspense} from 'react';
import {HeaderNav} from '~/components/HeaderNav';
import {AccountIcon, CartIcon, PhoneIcon} from '~/components/icons';
import {SearchForm} from '~/components/SearchForm';
import {NavLinkList} from '~/components/NavLinkList';
import {SiteLink} from '~/components/SiteLink';
import {localizePath, type Locale} from '~/lib/locale';
import type {HeaderBlok, StoryblokAsset} from '~/lib/storyblok/types';

const STORE_NAME = 'Green Packaging Co.';

export interface HeaderProps {
  header: HeaderBlok | undefined;
  locale: Locale;
  isLoggedIn: boolean;
  cartCount: Promise<number> | number;
}

/** The desktop header (992 px and up); `MobileHeader` takes over below that. */
export function Header({header, locale, isLoggedIn, cartCount}: HeaderProps) {
  return (
    <div className="max-lg:hidden">
      {header ? <UtilityBar header={header} locale={locale} /> : null}
      <div className="mx-auto flex max-w-7xl items-center gap-8 px-6 py-4">
        <Logo logo={header?.logo} locale={locale} className="h-12" />
        <SearchForm locale={locale} idPrefix="header-search" className="max-w-xl flex-1" />
        <div className="ml-auto flex items-center gap-6">
          <AccountLink locale={locale} isLoggedIn={isLoggedIn} />
          <CartLink locale={locale} cartCount={cartCount} />
        </div>
      </div>
      {header?.navigation?.length ? (
        <div className="border-t border-stone-200">
          <HeaderNav items={header.navigation} locale={locale} className="mx-auto max-w-7xl px-6" />
        </div>
      ) : null}
    </div>
  );
}

function UtilityBar({header, locale}: {header: HeaderBlok; locale: Locale}) {
  const {phone, shipping_text: shippingText, utility_nav: links = []} = header;
  return (
    <div className="bg-emerald-900 text-sm text-white">
      <div className="mx-auto flex max-w-7xl items-center gap-6 px-6 py-2">
        {phone ? (
          <SiteLink
            href={telHref(phone)}
            className="inline-flex items-center gap-1.5 font-semibold hover:underline"
          >
            <PhoneIcon className="size-4" />
            {phone}
          </SiteLink>
        ) : null}
        {shippingText ? <p>{shippingText}</p> : null}
        {links.length ? (
          <nav aria-label="Utility" className="ml-auto">
            <NavLinkList links={links} locale={locale} className="flex gap-5" />
          </nav>
        ) : null}
      </div>
    </div>
  );
}

/** `(800) 555-0199` → `tel:8005550199`; dialers ignore the formatting anyway, links must not carry it. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

const BANNER_COLORS: Record<NonNullable<HeaderBlok['banner_variant']>, string> = {
  green: 'bg-emerald-800 text-white',
  dark: 'bg-stone-900 text-white',
  sale: 'bg-red-700 text-white',
};

/** The announcement strip above the header, on every screen size. */
export function HeaderBanner({header}: {header: HeaderBlok | undefined}) {
  if (!header?.banner) return null;
  const colors = BANNER_COLORS[header.banner_variant ?? 'green'] ?? BANNER_COLORS.green;
  return <p className={`px-4 py-2 text-center text-sm font-semibold ${colors}`}>{header.banner}</p>;
}

export function Logo({
  logo,
  locale,
  className = '',
}: {
  logo: StoryblokAsset | undefined;
  locale: Locale;
  className?: string;
}) {
  return (
    <Link to={localizePath('/', locale)} className="inline-flex shrink-0 items-center">
      {logo?.filename ? (
        <img src={logo.filename} alt={logo.alt || `${STORE_NAME} home`} className={`w-auto ${className}`} />
      ) : (
        <span className="text-xl font-bold text-emerald-900">
          {STORE_NAME}
          <span className="sr-only"> home</span>
        </span>
      )}
    </Link>
  );
}

export function AccountLink({
  locale,
  isLoggedIn,
  className = '',
}: {
  locale: Locale;
  isLoggedIn: boolean;
  className?: string;
}) {
  return (
    <Link
      to={localizePath(isLoggedIn ? '/account' : '/account/login', locale)}
      className={`inline-flex items-center gap-2 font-semibold text-stone-900 hover:text-emerald-800 ${className}`}
    >
      <AccountIcon />
      {isLoggedIn ? 'My account' : 'Sign in'}
    </Link>
  );
}

/** The cart count streams in after the page; until then (or if it fails) the badge shows 0. */
export function CartLink({
  locale,
  cartCount,
}: {
  locale: Locale;
  cartCount: Promise<number> | number;
}) {
  const fallback = <CartLinkView locale={locale} count={0} />;
  return (
    <Suspense fallback={fallback}>
      <Await resolve={cartCount} errorElement={fallback}>
        {(count) => <CartLinkView locale={locale} count={count} />}
      </Await>
    </Suspense>
  );
}

export function cartLabel(count: number): string {
  return `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
}

function CartLinkView({locale, count}: {locale: Locale; count: number}) {
  return (
    <Link
      to={localizePath('/cart', locale)}
      aria-label={cartLabel(count)}
      className="relative inline-flex items-center gap-2 font-semibold text-stone-900 hover:text-emerald-800"
    >
      <CartIcon className="size-6" />
      <span className="max-lg:sr-only">Cart</span>
      <span
        aria-hidden="true"
        className="absolute -top-2 left-4 min-w-5 rounded-full bg-emerald-800 px-1.5 text-center text-xs leading-5 text-white"
      >
        {count}
      </span>
    </Link>
  );
}
