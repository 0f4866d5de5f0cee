import {useLocation} from '@remix-run/react';
import {lazy, Suspense, useCallback, useEffect, useState} from 'react';
import {DESKTOP_HEADER} from '~/lib/ui/breakpoints';
import {useLocalizedPath} from '~/lib/i18n/useLocale';
import {useOnItemsAdded, type ItemsAdded} from './items-added';

/* Most visits add nothing: the panel's code is fetched with the first add, not with every page. */
const ItemsAddedPanel = lazy(() => import('./ItemsAddedPanel'));

/**
 * What was just added and up to three products to go with it: on desktop a popover at the top right
 * of the window (the header does not follow the scroll), on phones a modal. On the cart page the page itself shows the change, so it scrolls to
 * the top instead. Kept outside the cart link's streamed count, so a revalidating count never unmounts it.
 */
export function ItemsAddedNotice({layout}: {layout: 'desktop' | 'mobile'}) {
  const [added, setAdded] = useState<ItemsAdded | null>(null);
  // Once shown, the panel stays mounted (closed) so it can give the focus back when it closes.
  const [everAdded, setEverAdded] = useState(false);
  const cartPath = useLocalizedPath('/cart');
  const {pathname} = useLocation();
  const onCartPage = pathname === cartPath;

  const onAdded = useCallback(
    (detail: ItemsAdded) => {
      // The desktop header shows a popover, the mobile one a modal.
      if (window.matchMedia(DESKTOP_HEADER).matches !== (layout === 'desktop')) return;
      if (onCartPage) window.scrollTo({top: 0, behavior: 'smooth'});
      else {
        setAdded(detail);
        setEverAdded(true);
      }
    },
    [layout, onCartPage],
  );
  useOnItemsAdded(onAdded);

  useEffect(() => setAdded(null), [pathname]);

  const close = useCallback(() => setAdded(null), []);
  if (!everAdded) return null;
  return (
    <Suspense fallback={null}>
      <ItemsAddedPanel layout={layout} added={added} onClose={close} />
    </Suspense>
  );
}
