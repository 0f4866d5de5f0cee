import {useFetcher, useLocation} from '@remix-run/react';
import {lazy, startTransition, Suspense, useCallback, useEffect, useState, type MouseEvent, type ReactNode} from 'react';
import {useHydrated} from '~/lib/ui/useHydrated';
import {useLocalizedPath} from '~/lib/i18n/useLocale';
import {useOnItemsAdded} from './items-added';
import type {CartPageData} from './MiniCartPanel';

/* Opened by few visitors: its code comes with the first opening, alongside the cart it shows. */
const MiniCartPanel = lazy(() => import('./MiniCartPanel'));

export interface MiniCartProps {
  /**
   * The header's cart link itself; it stays a plain link to `/cart` without JavaScript. `expanded`
   * is set once scripts run: only then does the link open a dialog.
   */
  renderLink: (props: {onClick?: (event: MouseEvent) => void; expanded?: boolean}) => ReactNode;
  isLoggedIn: boolean;
  /** The editors' empty-cart content. */
  emptyContent?: ReactNode;
}

/**
 * The header's cart link opens a small cart beside it once scripts run: the lines, the subtotal,
 * the way to the cart page and to checkout. It reads the cart from the `/cart` loader when opened,
 * so pages never pay for it. On the cart page itself the link just goes to the cart.
 *
 * The click handler is there from the first render, so it works as soon as React hydrates the link
 * (before that, a click follows the link to the cart page); only the link's dialog semantics wait
 * for `useHydrated`, as the server's HTML is a plain link.
 */
export function MiniCart({renderLink, isLoggedIn, emptyContent}: MiniCartProps) {
  const hydrated = useHydrated();
  const cartPath = useLocalizedPath('/cart');
  const {pathname} = useLocation();
  const fetcher = useFetcher<CartPageData>({key: 'mini-cart'});
  const [open, setOpen] = useState(false);
  // Once opened, the panel stays mounted (closed) so it can give the focus back when it closes.
  const [everOpened, setEverOpened] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const onCartPage = pathname === cartPath;

  useEffect(close, [pathname, close]);
  // The items-added notice takes this place while it is open.
  useOnItemsAdded(close);

  const {load} = fetcher;
  const toggle = (event: MouseEvent) => {
    event.preventDefault();
    if (!open) load(cartPath);
    // A transition: the click can come while parts of the page are still hydrating, and an urgent
    // update would make React give up their server HTML (error 421).
    startTransition(() => {
      setOpen(!open);
      setEverOpened(true);
    });
  };

  if (onCartPage) return <>{renderLink({})}</>;
  return (
    <div className="relative">
      {renderLink({onClick: toggle, expanded: hydrated ? open : undefined})}
      {everOpened ? (
        <Suspense fallback={null}>
          <MiniCartPanel
            open={open}
            onClose={close}
            data={fetcher.data}
            isLoggedIn={isLoggedIn}
            emptyContent={emptyContent}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
