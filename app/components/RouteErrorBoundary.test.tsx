import {describe, expect, it} from 'vitest';
import {renderRoutes} from '~/lib/test-render';
import {RouteErrorBoundary} from './RouteErrorBoundary';

function renderFailingRoute(failure: () => never) {
  return renderRoutes([{path: '*', loader: failure, element: null, errorElement: <RouteErrorBoundary />}]);
}

describe('RouteErrorBoundary', () => {
  it('tells visitors a missing page was not found', async () => {
    const html = await renderFailingRoute(() => {
      throw new Response('Not found', {status: 404});
    });
    expect(html).toContain('Page not found');
    expect(html).toContain('href="/"');
  });

  it('shows a generic message and never the error itself', async () => {
    const html = await renderFailingRoute(() => {
      throw new Error('Storyblok token sb-secret-123 rejected at connect.ts:42');
    });
    expect(html).toContain('Something went wrong');
    expect(html).not.toContain('sb-secret-123');
    expect(html).not.toContain('connect.ts');
  });
});
