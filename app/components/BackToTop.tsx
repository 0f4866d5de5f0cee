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
      // Sits above the bottom-right corner, where floating chat launchers usually live.
      className="fixed right-4 bottom-24 z-40 inline-flex items-center gap-2 rounded-full bg-emerald-800 px-4 py-3 font-semibold text-white shadow-lg hover:bg-emerald-900"
    >
      <ArrowUpIcon />
      Back to top
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
