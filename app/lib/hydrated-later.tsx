import {memo, Suspense, type ComponentType} from 'react';
import {lazyComponent} from './lazy-components';

/**
 * A part below the fold whose code need not come with the page: React keeps its server HTML, which
 * works as it does without JavaScript, until the code arrives (a Suspense boundary waiting to
 * hydrate). Memoized around that boundary, so a re-render above that changes none of its props never
 * reaches it while it waits, which React would answer by throwing the HTML away (error 421); props
 * that do change must reach it in a transition, which waits for the code instead. Call `load` as soon
 * as the page's module runs, so that a page reached by a link shows the part with it.
 */
export function hydratedLater<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const Part = lazyComponent(load);
  const Later = memo(function HydratedLater(props: Props) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  });
  return Object.assign(Later, {load: Part.load});
}
