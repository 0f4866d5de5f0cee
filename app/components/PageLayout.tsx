import type {ReactNode} from 'react';
import {BackToTop} from '~/components/BackToTop';
import {ChatProvider} from '~/components/chat/ChatProvider';
import {Footer} from '~/components/Footer';
import {Header, HeaderBanner} from '~/components/Header';
import {MobileHeader} from '~/components/MobileHeader';
import type {SecuritySealSettings} from '~/components/SecuritySeal';
import type {GlobalContent} from '~/lib/content/storyblok/types';
import {usePageviewEvents} from '~/lib/analytics/analytics';
import {followFragmentLink} from '~/lib/content/fragment-link';

export interface PageLayoutProps {
  global: GlobalContent;
  isLoggedIn: boolean;
  /** Streamed from the root loader; the badge shows 0 until it resolves. */
  cartCount: Promise<number> | number;
  securitySeal?: SecuritySealSettings;
  /** The editors' empty-cart blocks, rendered by the caller (components do not render blocks). */
  miniCartEmpty?: ReactNode;
  children?: ReactNode;
}

/** The store shell around every page. A missing header or footer story renders what remains. */
export function PageLayout({
  global,
  isLoggedIn,
  cartCount,
  securitySeal,
  miniCartEmpty,
  children,
}: PageLayoutProps) {
  usePageviewEvents();
  const header = global.header?.[0];
  const footer = global.footer?.[0];
  const headerProps = {header, isLoggedIn, cartCount, miniCartEmpty};

  return (
    <ChatProvider phone={header?.phone}>
      <a
        href="#main-content"
        // The address stays as it is: the skip link is a shortcut, not a place to share.
        onClick={(event) => followFragmentLink(event, {updateAddress: false})}
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
          <Footer footer={footer} securitySeal={securitySeal} />
        </footer>
      ) : null}
      <BackToTop />
    </ChatProvider>
  );
}
