import {Component, Suspense, type ComponentType, type ErrorInfo, type ReactNode} from 'react';
import type {Blok} from '~/lib/content/storyblok/types';

const NOTICE_CLASS =
  'rounded-md border border-dashed border-amber-500 bg-amber-50 px-4 py-3 text-sm text-amber-950';

/** Picks the component for a block's name; undefined for names it does not know. */
export type ComponentOf = (name: string) => ComponentType<{blok: Blok}> | undefined;

/** Renders a list of Storyblok blocks with the components it is given; anything that is not a block is skipped. */
export function BlockList({blocks, componentOf}: {blocks: unknown; componentOf: ComponentOf}) {
  if (!Array.isArray(blocks)) return null;
  return (
    <>
      {blocks.filter(isBlok).map((blok, index) => (
        <BlockOf key={blok._uid || index} blok={blok} componentOf={componentOf} />
      ))}
    </>
  );
}

/** One block, isolated so that a broken one cannot take the page down with it. */
export function BlockOf({blok, componentOf}: {blok: Blok; componentOf: ComponentOf}) {
  const BlockComponent = componentOf(blok.component);
  if (!BlockComponent) return <UnknownBlock name={blok.component} />;
  return (
    <BlockErrorBoundary name={blok.component}>
      {/* On the server a Suspense boundary is what catches: React renders its fallback and the
          browser retries the block, where the error boundary takes over if it fails again. In the
          browser it waits for the block's chunk (`React.lazy`) while the page hydrates. */}
      <Suspense fallback={typeof document === 'undefined' ? <BrokenBlock /> : null}>
        <BlockComponent blok={blok} />
      </Suspense>
    </BlockErrorBoundary>
  );
}

export function isBlok(value: unknown): value is Blok {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Blok).component === 'string'
  );
}

/** Names already reported, so a page full of one unknown block logs once, not per render. */
const reportedUnknown = new Set<string>();

function UnknownBlock({name}: {name: string}) {
  if (!reportedUnknown.has(name)) {
    reportedUnknown.add(name);
    console.warn(`Unknown Storyblok block "${name}"`);
  }
  return (
    <p role="note" className={NOTICE_CLASS}>
      The component &quot;{name}&quot; has not yet been created.
    </p>
  );
}

interface BoundaryProps {
  name: string;
  children: ReactNode;
}

class BlockErrorBoundary extends Component<BoundaryProps, {failed: boolean}> {
  state = {failed: false};

  static getDerivedStateFromError() {
    return {failed: true};
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`Storyblok block "${this.props.name}" failed to render`, error, info.componentStack);
  }

  render() {
    return this.state.failed ? <BrokenBlock /> : this.props.children;
  }
}

function BrokenBlock() {
  return (
    <p role="note" className={NOTICE_CLASS}>
      This part of the page could not be shown.
    </p>
  );
}
