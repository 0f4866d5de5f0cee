import {Await} from '@remix-run/react';
import {Suspense, type ReactNode} from 'react';
import {usePageBlockData} from './context';
import {answerFrom, needKey, type BlockNeed} from './data';

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
  const key = needKey(need);
  // A value, its call's streamed answers (below the fold), or nothing outside a story page.
  const gathered = usePageBlockData()[key];
  if (gathered === undefined) return <>{failed}</>;
  return (
    <Suspense fallback={fallback}>
      <Await resolve={gathered} errorElement={failed}>
        {(resolved) => children(answerFrom(gathered, resolved, key) as Data | null)}
      </Await>
    </Suspense>
  );
}
