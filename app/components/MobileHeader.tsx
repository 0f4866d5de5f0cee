import {Link, useLocation} from '@remix-run/react';
import {useCallback, useEffect, useRef, useState} from 'react';
import {AccountLink, CartLink, Logo, type HeaderProps} from '~/components/Header';
import {ChevronDownIcon, CloseIcon, MenuIcon, SearchIcon} from '~/components/icons';
import {NavLinkList} from '~/components/NavLinkList';
import {SearchForm} from '~/components/ShellForms';
import {SiteLink} from '~/components/SiteLink';
import {useLocale, useLocalizedPath} from '~/lib/i18n/useLocale';
import {useEscapeKey} from '~/lib/ui/useEscapeKey';
import {useHydrated} from '~/lib/ui/useHydrated';
import type {NavItemBlok} from '~/lib/content/storyblok/types';

const DRAWER_ID = 'mobile-menu';
const SEARCH_BAR_ID = 'mobile-search';

type Panel = 'menu' | 'search' | null;

/** The mobile header (below 992 px): menu drawer, search bar, logo and cart. */
export function MobileHeader({header, isLoggedIn, cartCount, miniCartEmpty}: HeaderProps) {
  const hydrated = useHydrated();
  const [panel, setPanel] = useState<Panel>(null);
  const close = useCallback(() => setPanel(null), []);
  const toggle = (next: Exclude<Panel, null>) => setPanel((current) => (current === next ? null : next));

  const {pathname, search} = useLocation();
  useEffect(close, [pathname, search, close]);
  const locale = useLocale();
  const searchPath = useLocalizedPath('/search');

  const searchInput = useRef<HTMLInputElement>(null);
  const searchToggle = useRef<HTMLButtonElement>(null);
  const searchOpen = panel === 'search';
  useEffect(() => {
    if (searchOpen) searchInput.current?.focus();
  }, [searchOpen]);
  const closeSearch = useCallback(() => {
    close();
    searchToggle.current?.focus();
  }, [close]);
  useEscapeKey(searchOpen, closeSearch);

  const buttonClass = 'rounded-md p-2 text-stone-900 hover:bg-stone-100';
  const navigation = header?.mobile_navigation?.length ? header.mobile_navigation : header?.navigation;
  return (
    <div className="lg:hidden">
      {header?.shipping_text_mobile ? (
        <p className="bg-emerald-900 px-4 py-1.5 text-center text-sm text-white">
          {header.shipping_text_mobile}
        </p>
      ) : null}
      <div className="relative flex items-center gap-1 px-2 py-2">
        {hydrated ? (
          <button
            type="button"
            aria-expanded={panel === 'menu'}
            aria-controls={DRAWER_ID}
            aria-label="Open menu"
            onClick={() => toggle('menu')}
            className={buttonClass}
          >
            <MenuIcon className="size-6" />
          </button>
        ) : (
          <MenuDisclosure navigation={navigation ?? []} isLoggedIn={isLoggedIn} buttonClass={buttonClass} />
        )}
        {hydrated ? (
          <button
            ref={searchToggle}
            type="button"
            aria-expanded={searchOpen}
            aria-controls={SEARCH_BAR_ID}
            aria-label={searchOpen ? 'Close search' : 'Open search'}
            onClick={() => toggle('search')}
            className={buttonClass}
          >
            {searchOpen ? <CloseIcon className="size-6" /> : <SearchIcon className="size-6" />}
          </button>
        ) : (
          <Link to={searchPath} aria-label="Search" className={buttonClass}>
            <SearchIcon className="size-6" />
          </Link>
        )}
        <div className="flex flex-1 justify-center">
          <Logo logo={header?.logo} className="h-9" />
        </div>
        <div className="px-2">
          <CartLink cartCount={cartCount} isLoggedIn={isLoggedIn} miniCartEmpty={miniCartEmpty} layout="mobile" />
        </div>
      </div>
      {/* The search bar and the drawer open only with JavaScript (without it, the toggles above are
          a link to the search page and a disclosure), so the server leaves them out of the page. */}
      {hydrated ? (
        <>
          <div id={SEARCH_BAR_ID} hidden={!searchOpen} className="border-t border-stone-200 px-4 py-3">
            <SearchForm locale={locale} idPrefix="mobile-search" inputRef={searchInput} />
          </div>
          <MenuDrawer
            open={panel === 'menu'}
            onClose={close}
            navigation={navigation ?? []}
            isLoggedIn={isLoggedIn}
          />
        </>
      ) : null}
    </div>
  );
}

/**
 * A native modal `<dialog>`: the browser traps focus, makes the page behind it inert, closes it on
 * Escape and returns focus to the menu button. React state stays the source of truth.
 */
function MenuDrawer({
  open,
  onClose,
  navigation,
  isLoggedIn,
}: {
  open: boolean;
  onClose: () => void;
  navigation: NavItemBlok[];
  isLoggedIn: boolean;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  useBodyScrollLock(open);

  return (
    <dialog
      ref={dialog}
      id={DRAWER_ID}
      aria-label="Menu"
      aria-modal="true"
      onClose={onClose}
      className="m-0 h-dvh max-h-none w-[min(22rem,88vw)] max-w-none overflow-y-auto bg-white p-0 text-stone-900 shadow-xl backdrop:bg-stone-950/60"
    >
      <div className="flex items-center justify-between border-b border-stone-200 px-4 py-3">
        <p className="text-lg font-bold">Menu</p>
        <button
          type="button"
          aria-label="Close menu"
          onClick={onClose}
          className="rounded-md p-2 hover:bg-stone-100"
        >
          <CloseIcon className="size-6" />
        </button>
      </div>
      <MenuLinks navigation={navigation} isLoggedIn={isLoggedIn} expandable />
    </dialog>
  );
}

/**
 * The menu without JavaScript, which the drawer needs: the same links in a `<details>` that opens
 * below the header bar, every section's links showing.
 */
function MenuDisclosure({
  navigation,
  isLoggedIn,
  buttonClass,
}: {
  navigation: NavItemBlok[];
  isLoggedIn: boolean;
  buttonClass: string;
}) {
  return (
    <details className="group">
      <summary className={`cursor-pointer list-none [&::-webkit-details-marker]:hidden ${buttonClass}`}>
        <MenuIcon className="size-6 group-open:hidden" />
        <CloseIcon className="hidden size-6 group-open:block" />
        <span className="sr-only">Menu</span>
      </summary>
      <div className="absolute inset-x-0 top-full z-40 max-h-[75vh] overflow-y-auto border-y border-stone-200 bg-white text-stone-900 shadow-xl">
        <MenuLinks navigation={navigation} isLoggedIn={isLoggedIn} expandable={false} />
      </div>
    </details>
  );
}

/** The drawer's and the disclosure's links: the navigation, then contact and account. */
function MenuLinks({
  navigation,
  isLoggedIn,
  expandable,
}: {
  navigation: NavItemBlok[];
  isLoggedIn: boolean;
  /** Sections open and close with a button (JavaScript), or show their links at once. */
  expandable: boolean;
}) {
  const contactPath = useLocalizedPath('/contact');
  return (
    <>
      {navigation.length ? (
        <nav aria-label="Main" className="px-4">
          <ul className="divide-y divide-stone-200">
            {navigation.map((item) => (
              <DrawerSection key={item._uid} item={item} expandable={expandable} />
            ))}
          </ul>
        </nav>
      ) : null}
      <ul className="space-y-1 border-t border-stone-200 px-4 py-4">
        <li>
          <Link to={contactPath} className="block py-2 font-semibold">
            Contact
          </Link>
        </li>
        <li>
          <AccountLink isLoggedIn={isLoggedIn} className="py-2" />
        </li>
      </ul>
    </>
  );
}

function DrawerSection({item, expandable}: {item: NavItemBlok; expandable: boolean}) {
  const [expanded, setExpanded] = useState(!expandable);
  const children = item.children ?? [];
  const listId = `mobile-menu-${item._uid}`;
  return (
    <li>
      <div className="flex items-center justify-between">
        <SiteLink link={item.link} className="flex-1 py-3 font-semibold">
          {item.label}
        </SiteLink>
        {children.length && expandable ? (
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-label={`Show ${item.label} menu`}
            onClick={() => setExpanded((value) => !value)}
            className="rounded-md p-2 hover:bg-stone-100"
          >
            <ChevronDownIcon className={`size-5 transition-transform ${expanded ? 'rotate-180' : ''}`} />
          </button>
        ) : null}
      </div>
      {children.length ? (
        <div id={expandable ? listId : undefined} hidden={!expanded}>
          <NavLinkList className="pb-3 pl-4" links={children} linkClassName="block py-2 text-stone-800" />
        </div>
      ) : null}
    </li>
  );
}

/** The page behind the drawer must not scroll under the shopper's finger. */
function useBodyScrollLock(locked: boolean) {
  useEffect(() => {
    if (!locked) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [locked]);
}
