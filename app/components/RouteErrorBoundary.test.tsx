import {describe, expect, it} from 'vitest';
import {renderRoutes} from '../../tests/render';
import {RouteErrorBoundary} from './RouteErrorBoundary';

function renderFailingRoute(failure: () => never, path = '/') {
  return renderRoutes([{path: '*', loader: failure, element: null, errorElement: <RouteErrorBoundary />}], path);
}

describe('RouteErrorBoundary', () => {
  it('tells visitors a missing page was not found', async () => {
    const html = await renderFailingRoute(() => {
      throw new Response('Not found', {status: 404});
    });
    expect(html).toContain('Page not found');
    expect(html).toContain('href="/"');
  });

  it('tells visitors a page whose content is unavailable to come back soon, in plain words', async () => {
    const html = await renderFailingRoute(() => {
      throw new Response('Service unavailable', {status: 503});
    });
    expect(html).toContain('This page is unavailable just now');
    expect(html).toContain('Please try again in a few minutes');
    expect(html).not.toContain('Something went wrong');
  });

  it('shows a generic message and never the error itself', async () => {
    const html = await renderFailingRoute(() => {
      throw new Error('Storyblok token sb-secret-123 rejected at connect.ts:42');
    });
    expect(html).toContain('Something went wrong');
    expect(html).not.toContain('sb-secret-123');
    expect(html).not.toContain('connect.ts');
  });

  it.each(['/%E0%A4%A', `/${'a'.repeat(3000)}`])(
    'tells visitors an address that cannot be ours is not valid, whatever the route threw',
    async (path) => {
      const html = await renderFailingRoute(() => {
        throw new Response('Not found', {status: 404});
      }, path);
      expect(html).toContain('Error 400');
      expect(html).toContain('This address isn’t valid');
      expect(html).not.toContain('Page not found');
    },
  );
});
