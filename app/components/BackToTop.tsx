import {useEffect, useState} from 'react';
import {ArrowUpIcon} from '~/components/icons';

/**
 * Appears once the page has scrolled past `threshold` pixels (by default the window's outer
 * height) and glides back to the top.
 */
export function BackToTop({threshold}: {threshold?: number}) {
  const visible = useScrolledPast(threshold);
  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={() => window.scrollTo({top: 0, behavior: 'smooth'})}
      // The corner opposite the chat launcher: stacked above it, the two covered a column of cards.
      // On a phone it is an icon, as the launcher is, so each covers as little as it can.
      className="fixed bottom-4 left-4 z-40 inline-flex items-center gap-2 rounded-full bg-emerald-800 p-3 font-semibold text-white shadow-lg hover:bg-emerald-900 sm:px-4"
    >
      <ArrowUpIcon />
      <span className="max-sm:sr-only">Back to top</span>
    </button>
  );
}

function useScrolledPast(threshold: number | undefined): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    function update() {
      setPast(window.scrollY > (threshold ?? window.outerHeight));
    }
    // The page may load already scrolled (restored position, anchor link).
    update();
    window.addEventListener('scroll', update, {passive: true});
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return past;
}
