import type {MouseEvent, ReactNode} from 'react';
import {BackToTop} from '~/components/BackToTop';
import {Footer} from '~/components/Footer';
import {Header, HeaderBanner} from '~/components/Header';
import {MobileHeader} from '~/components/MobileHeader';
import {usePageviewEvents} from '~/lib/analytics';
import type {GlobalContent} from '~/lib/storyblok/types';

export interface PageLayoutProps {
  global: GlobalContent;
  isLoggedIn: boolean;
  /** Streamed from the root loader; the badge shows 0 until it resolves. */
  cartCount: Promise<number> | number;
  children?: ReactNode;
}

/** The store shell around every page. A missing header or footer story renders what remains. */
export function PageLayout({global, isLoggedIn, cartCount, children}: PageLayoutProps) {
  usePageviewEvents();
  const header = global.header?.[0];
  const footer = global.footer?.[0];
  const headerProps = {header, isLoggedIn, cartCount};

  return (
    <>
      <a
        href="#main-content"
        onClick={skipToContent}
        className="sr-only rounded-md bg-emerald-800 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50"
      >
        Skip to content
      </a>
      <header className="border-b border-stone-200 bg-white">
        <HeaderBanner header={header} />
        <Header {...headerProps} />
        <MobileHeader {...headerProps} />
      </header>
      {/* Focusable so the skip link moves keyboard focus, not just the scroll position. */}
      <main id="main-content" tabIndex={-1} className="focus:outline-none">
        {children}
      </main>
      {footer ? (
        <footer>
          <Footer footer={footer} />
        </footer>
      ) : null}
      <BackToTop />
    </>
  );
}

/**
 * Moves focus without touching the address: a hash change is a router navigation, and one that
 * lands while parts of the page are still hydrating makes React re-render them from scratch.
 * Without JavaScript the link's own `#main-content` does the same job.
 */
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById('main-content');
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView();
}
