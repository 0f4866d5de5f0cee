import {storyblokEditable} from '~/lib/content/storyblok/editable';
import {useEffect, useRef, useState, type RefObject} from 'react';
import type {NavbarBlok, NavbarLinkBlok} from '~/lib/content/storyblok/types';
import {NavbarLink} from './NavbarLink';
import {blocksOf, JUSTIFY, option} from './options';

/** Screens narrower than md (767 px and below) keep the bar in view. */
const SMALL_SCREEN = '(max-width: 767px)';

/**
 * The page's own navigation: links to its parts. On small screens it stays at the top of the
 * screen once scrolled past (when the editor leaves `sticky` on); wider screens have room to
 * scroll back, so there it stays in place.
 */
export function Navbar({blok}: {blok: NavbarBlok}) {
  const items = blocksOf<NavbarLinkBlok>(blok.items, 'navbar-link');
  const placeholder = useRef<HTMLDivElement>(null);
  const {stuck, height} = useStuckOnSmallScreens(placeholder, blok.sticky !== false);
  if (!items.length) return null;
  return (
    // Keeps the bar's room in the page while the bar itself is fixed to the top.
    <div ref={placeholder} style={stuck ? {height} : undefined}>
      <nav
        {...storyblokEditable(blok)}
        aria-label="On this page"
        className={stuck ? 'fixed inset-x-0 top-0 z-30 bg-white/95 px-3 py-2 shadow-md backdrop-blur' : ''}
      >
        <ul className={`-m-1 flex gap-2 overflow-x-auto p-1 ${option(JUSTIFY, blok.align, 'left')}`}>
          {items.map((item) => (
            <li key={item._uid} className="shrink-0">
              <NavbarLink blok={item} />
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

function useStuckOnSmallScreens(placeholder: RefObject<HTMLElement>, enabled: boolean) {
  const [stuck, setStuck] = useState(false);
  const height = useRef(0);

  useEffect(() => {
    if (!enabled) return;
    const small = window.matchMedia(SMALL_SCREEN);
    function update() {
      const box = placeholder.current?.getBoundingClientRect();
      if (!box) return;
      const shouldStick = small.matches && box.top < 0;
      if (!shouldStick) height.current = box.height;
      setStuck(shouldStick);
    }
    update();
    window.addEventListener('scroll', update, {passive: true});
    small.addEventListener('change', update);
    return () => {
      window.removeEventListener('scroll', update);
      small.removeEventListener('change', update);
    };
  }, [enabled, placeholder]);

  useEffect(() => {
    if (!stuck) return;
    // Anchored parts of the page then scroll into view below the bar, not under it.
    const root = document.documentElement;
    root.style.scrollPaddingTop = `${height.current + 8}px`;
    return () => {
      root.style.scrollPaddingTop = '';
    };
  }, [stuck]);

  return {stuck, height: height.current};
}
