import {Await} from '@remix-run/react';
import {Suspense, type ReactNode} from 'react';
import {usePageBlockData} from './context';
import {needKey, type BlockNeed} from './data';

/**
 * What the loader gathered for a need: a value, a promise of one (below the fold), or undefined
 * when the page's loader did not gather it (a block rendered outside a story page).
 */
export function useBlockData(need: BlockNeed): unknown {
  return usePageBlockData()[needKey(need)];
}

/**
 * Renders a block's data once it is there: at once above the fold, after it streams in below. The
 * fallback shows while it loads; `failed` when its service failed, so the rest of the page stands.
 */
export function BlockDataView<Data>({
  need,
  fallback,
  failed,
  children,
}: {
  need: BlockNeed;
  fallback: ReactNode;
  failed: ReactNode;
  children: (data: Data | null) => ReactNode;
}) {
  const data = useBlockData(need);
  if (data === undefined) return <>{failed}</>;
  return (
    <Suspense fallback={fallback}>
      <Await resolve={data as Data | null | Promise<Data | null>} errorElement={failed}>
        {(resolved) => children(resolved as Data | null)}
      </Await>
    </Suspense>
  );
}
