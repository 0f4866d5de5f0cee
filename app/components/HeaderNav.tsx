import {useLocation} from '@remix-run/react';
import {useCallback, useEffect, useRef, useState, type FocusEvent, type PointerEvent} from 'react';
import {ChevronDownIcon} from '~/components/icons';
import {NavLinkList} from '~/components/NavLinkList';
import {SiteLink} from '~/components/SiteLink';
import {useEscapeKey} from '~/lib/ui/useEscapeKey';
import type {NavItemBlok} from '~/lib/content/storyblok/types';

/** Spec: a dropdown opens once the pointer has rested on its item for 250 ms. */
export const OPEN_DELAY_MS = 250;
/** Grace period so a pointer cutting a corner on its way into the panel does not close it. */
export const CLOSE_DELAY_MS = 150;

/**
 * Which dropdown is open. One timer serves all items, so moving across the bar never leaves two
 * panels racing each other; any route change closes whatever is open.
 */
function useDropdownMenus() {
  const [openId, setOpenId] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const {pathname, search} = useLocation();

  const schedule = useCallback((next: string | null, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpenId(next), delay);
  }, []);

  const set = useCallback((next: string | null | ((current: string | null) => string | null)) => {
    clearTimeout(timer.current);
    setOpenId(next);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => set(null), [pathname, search, set]);

  return {
    openId,
    hoverStart: useCallback((id: string) => schedule(id, OPEN_DELAY_MS), [schedule]),
    hoverEnd: useCallback(() => schedule(null, CLOSE_DELAY_MS), [schedule]),
    toggle: useCallback((id: string) => set((current) => (current === id ? null : id)), [set]),
    close: useCallback(() => set(null), [set]),
  };
}

type DropdownMenus = ReturnType<typeof useDropdownMenus>;

export function HeaderNav({
  items,
  className = '',
}: {
  items: NavItemBlok[];
  className?: string;
}) {
  const menus = useDropdownMenus();
  return (
    <nav aria-label="Main" className={className}>
      <ul className="flex flex-wrap items-stretch gap-x-2">
        {items.map((item) => (
          <NavItem key={item._uid} item={item} menus={menus} />
        ))}
      </ul>
    </nav>
  );
}

function NavItem({item, menus}: {item: NavItemBlok; menus: DropdownMenus}) {
  const children = item.children ?? [];
  const open = menus.openId === item._uid;
  const panelId = `main-menu-${item._uid}`;
  const itemRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const {close} = menus;

  const closeAndRefocus = useCallback(() => {
    const hadFocus = itemRef.current?.contains(document.activeElement);
    close();
    if (hadFocus) buttonRef.current?.focus();
  }, [close]);
  useEscapeKey(open, closeAndRefocus);

  const linkClass =
    'flex items-center py-3 px-2 font-semibold text-stone-900 hover:text-emerald-800 hover:underline';
  if (!children.length) {
    return (
      <li>
        <SiteLink link={item.link} className={linkClass}>
          {item.label}
        </SiteLink>
      </li>
    );
  }

  // Touch and pen taps follow the link; only a resting mouse pointer opens the panel.
  const isMouse = (event: PointerEvent) => event.pointerType === 'mouse';
  return (
    // Hover is a pointer shortcut; keyboard and screen-reader users have the disclosure button.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      ref={itemRef}
      className="group relative flex items-center"
      onPointerEnter={(event) => isMouse(event) && menus.hoverStart(item._uid)}
      onPointerLeave={(event) => isMouse(event) && menus.hoverEnd()}
      onBlur={(event: FocusEvent) => {
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <SiteLink link={item.link} className={linkClass}>
        {item.label}
      </SiteLink>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`Show ${item.label} menu`}
        onClick={() => menus.toggle(item._uid)}
        className="rounded p-1 text-stone-700 hover:text-emerald-800"
      >
        <ChevronDownIcon className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      {/* Without JavaScript the panel opens by CSS: on hover, and while focus is in the item (a
          click on the chevron focuses it). */}
      <div
        id={panelId}
        className={`absolute top-full left-0 z-30 min-w-60 rounded-b-md border border-stone-200 bg-white py-2 shadow-lg ${open ? 'block' : 'hidden'} no-js:group-focus-within:block no-js:group-hover:block`}
      >
        <NavLinkList
          links={children}
          linkClassName="block px-4 py-2 text-stone-900 hover:bg-emerald-50 hover:text-emerald-900"
        />
      </div>
    </li>
  );
}
