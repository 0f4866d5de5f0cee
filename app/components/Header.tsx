import {Await, Form, Link, useLocation} from '@remix-run/react';
import {Suspense, useEffect, useRef, type MouseEvent, type PointerEvent, type ReactNode} from 'react';
import {ItemsAddedNotice} from '~/components/cart/ItemsAdded';
import {MiniCart} from '~/components/cart/MiniCart';
import {CLOSE_DELAY_MS, HeaderNav, OPEN_DELAY_MS} from '~/components/HeaderNav';
import {AccountIcon, CartIcon, ChevronDownIcon, PhoneIcon, TagIcon} from '~/components/icons';
import {SearchForm} from '~/components/ShellForms';
import {NavLinkList} from '~/components/NavLinkList';
import {SiteLink} from '~/components/SiteLink';
import {SITE_NAME} from '~/lib/content/site';
import {assetSize} from '~/lib/content/storyblok/images';
import {useLocale, useLocalizedPath} from '~/lib/i18n/useLocale';
import type {HeaderBlok, StoryblokAsset} from '~/lib/content/storyblok/types';

export interface HeaderProps {
  header: HeaderBlok | undefined;
  isLoggedIn: boolean;
  cartCount: Promise<number> | number;
  /** The editors' empty-cart content, for the mini-cart. */
  miniCartEmpty?: ReactNode;
}

/** The desktop header (992 px and up); `MobileHeader` takes over below that. */
export function Header({header, isLoggedIn, cartCount, miniCartEmpty}: HeaderProps) {
  const locale = useLocale();
  return (
    <div className="max-lg:hidden">
      {header ? <UtilityBar header={header} /> : null}
      <div className="mx-auto flex max-w-7xl items-center gap-8 px-6 py-4">
        <Logo logo={header?.logo} className="h-12" />
        <SearchForm locale={locale} idPrefix="header-search" className="max-w-xl flex-1" />
        <div className="ml-auto flex items-center gap-6">
          {isLoggedIn ? <AccountMenu /> : <AccountLink isLoggedIn={false} />}
          <CartLink cartCount={cartCount} isLoggedIn={isLoggedIn} miniCartEmpty={miniCartEmpty} layout="desktop" />
        </div>
      </div>
      {header?.navigation?.length ? (
        <div className="border-t border-stone-200">
          <HeaderNav items={header.navigation} className="mx-auto max-w-7xl px-6" />
        </div>
      ) : null}
    </div>
  );
}

function UtilityBar({header}: {header: HeaderBlok}) {
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
            <NavLinkList links={links} className="flex gap-5" />
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
  className = '',
}: {
  logo: StoryblokAsset | undefined;
  className?: string;
}) {
  const homePath = useLocalizedPath('/');
  return (
    <Link to={homePath} className="inline-flex shrink-0 items-center">
      {logo?.filename ? (
        // Its size from the asset's address keeps its box while it loads; the class sets the height.
        <img src={logo.filename} alt={logo.alt || `${SITE_NAME} home`} {...assetSize(logo.filename)} className={`w-auto ${className}`} />
      ) : (
        <span className="text-xl font-bold text-emerald-900">
          {SITE_NAME}
          <span className="sr-only"> home</span>
        </span>
      )}
    </Link>
  );
}

export function AccountLink({
  isLoggedIn,
  className = '',
}: {
  isLoggedIn: boolean;
  className?: string;
}) {
  const accountPath = useLocalizedPath(isLoggedIn ? '/account' : '/account/login');
  return (
    <Link
      to={accountPath}
      className={`inline-flex items-center gap-2 font-semibold text-stone-900 hover:text-emerald-800 ${className}`}
    >
      <AccountIcon />
      {isLoggedIn ? 'My account' : 'Sign in'}
    </Link>
  );
}

/**
 * The signed-in customer's menu: a disclosure, so it opens without JavaScript too, and with a mouse
 * after the pointer rests on it as the navigation's dropdowns do. Signing out is a form post, never
 * a link a prefetch or a crawler could follow.
 */
function AccountMenu() {
  const {pathname} = useLocation();
  const menu = useRef<HTMLDetailsElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  const openAfter = (open: boolean, delay: number) => (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (menu.current) menu.current.open = open;
    }, delay);
  };
  const ordersPath = useLocalizedPath('/account');
  const addressesPath = useLocalizedPath('/account/addresses');
  const dealsPath = useLocalizedPath('/account/deals');
  const logoutPath = useLocalizedPath('/account/logout');
  const itemClass = 'block w-full px-4 py-2 text-left text-stone-800 hover:bg-stone-100';
  return (
    // Keyed by the page, so following one of its links closes it.
    <details
      key={pathname}
      ref={menu}
      className="relative"
      onPointerEnter={openAfter(true, OPEN_DELAY_MS)}
      onPointerLeave={openAfter(false, CLOSE_DELAY_MS)}
    >
      {/* A click is the shopper's answer: an opening still pending from the pointer's arrival must
          not reopen the menu they just closed. */}
      <summary
        onClick={() => clearTimeout(timer.current)}
        className="inline-flex cursor-pointer list-none items-center gap-2 font-semibold text-stone-900 hover:text-emerald-800"
      >
        <AccountIcon />
        My account
        <ChevronDownIcon className="size-4" />
      </summary>
      <ul className="absolute right-0 z-30 mt-2 w-48 rounded-md border border-stone-200 bg-white py-2 shadow-lg">
        <li>
          <Link to={ordersPath} className={itemClass}>
            Orders
          </Link>
        </li>
        <li>
          <Link to={addressesPath} className={itemClass}>
            Addresses
          </Link>
        </li>
        <li>
          <Link to={dealsPath} className={`${itemClass} inline-flex items-center gap-2`}>
            <TagIcon className="size-4" />
            Deals
          </Link>
        </li>
        <li>
          <Form method="post" action={logoutPath}>
            <button type="submit" className={itemClass}>
              Sign out
            </button>
          </Form>
        </li>
      </ul>
    </details>
  );
}

/**
 * The cart count streams in after the page. Until it arrives, or if the cart cannot be read, the
 * link names no count rather than a wrong one: without JavaScript a count that streams in after
 * the page's first part is never shown.
 */
export function CartLink({
  cartCount,
  isLoggedIn = false,
  miniCartEmpty,
  layout,
}: {
  cartCount: Promise<number> | number;
  isLoggedIn?: boolean;
  miniCartEmpty?: ReactNode;
  /** Which header the link sits in: the items-added notice takes that header's form. */
  layout: 'desktop' | 'mobile';
}) {
  const withCount = (count?: number) => (
    <MiniCart
      isLoggedIn={isLoggedIn}
      emptyContent={miniCartEmpty}
      renderLink={(props) => <CartLinkView count={count} {...props} />}
    />
  );
  return (
    <>
      <Suspense fallback={withCount()}>
        <Await resolve={cartCount} errorElement={withCount()}>
          {(count: number) => withCount(count)}
        </Await>
      </Suspense>
      <ItemsAddedNotice layout={layout} />
    </>
  );
}

export function cartLabel(count: number): string {
  return `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
}

function CartLinkView({
  count,
  onClick,
  expanded,
}: {
  /** Left out while the count is unknown. */
  count?: number;
  /** Opens the mini-cart instead of going to the cart page. */
  onClick?: (event: MouseEvent) => void;
  /** Whether the mini-cart is open; left out until the link opens it (scripts running). */
  expanded?: boolean;
}) {
  const cartPath = useLocalizedPath('/cart');
  return (
    <Link
      to={cartPath}
      onClick={onClick}
      aria-expanded={expanded}
      aria-haspopup={expanded === undefined ? undefined : 'dialog'}
      aria-label={count === undefined ? 'Cart' : cartLabel(count)}
      className="relative inline-flex items-center gap-2 font-semibold text-stone-900 hover:text-emerald-800"
    >
      <CartIcon className="size-6" />
      <span className="max-lg:sr-only">Cart</span>
      {count === undefined ? null : (
        <span
          aria-hidden="true"
          className="absolute -top-2 left-4 min-w-5 rounded-full bg-emerald-800 px-1.5 text-center text-xs leading-5 text-white"
        >
          {count}
        </span>
      )}
    </Link>
  );
}
