import {Await} from '@remix-run/react';
import {Suspense, type ReactNode} from 'react';

/** Streams a part of the page in once its data is there; a failure shows the fallback. */
export function Deferred<Value>({
  resolve,
  fallback,
  children,
}: {
  resolve: Promise<Value>;
  fallback: ReactNode;
  children: (value: Value) => ReactNode;
}) {
  return (
    <Suspense fallback={fallback}>
      <Await resolve={resolve} errorElement={fallback}>
        {(value) => children(value as Value)}
      </Await>
    </Suspense>
  );
}
