import {act, type ReactElement} from 'react';
import {hydrateRoot, type Root} from 'react-dom/client';
import {renderToString} from 'react-dom/server';
import {createMemoryRouter, Outlet, RouterProvider, type RouteObject} from 'react-router-dom';
import {createStaticHandler, createStaticRouter, StaticRouterProvider} from 'react-router-dom/server';
import {vi} from 'vitest';

// Tells React the updates in these tests are awaited with `act`.
(globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = true;

/** A root route (`root`, whose data says whether this is the preview) with a page per path. */
export function routes(preview: boolean, pages: Record<string, ReactElement>): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      loader: () => ({preview}),
      element: <Outlet />,
      children: Object.entries(pages).map(([path, element]) =>
        path === '/' ? {index: true, element} : {path: path.slice(1), element},
      ),
    },
  ];
}

/** The server's HTML for `/`, rendered where there is no document, as in the worker. */
export async function serverHtml(tree: RouteObject[]): Promise<string> {
  vi.stubGlobal('document', undefined);
  try {
    const {query, dataRoutes} = createStaticHandler(tree);
    const context = await query(new Request('http://localhost/'));
    if (context instanceof Response) throw new Error('unexpected response');
    return renderToString(
      <StaticRouterProvider router={createStaticRouter(dataRoutes, context)} context={context} hydrate={false} />,
    );
  } finally {
    vi.unstubAllGlobals();
  }
}

/**
 * Imports a module as the worker runs it, where there is no document: parts it keeps as the server
 * sent them (`keptFromServer`) start loading their chunks, which the server's render needs.
 */
export async function importAsInWorker<Module>(load: () => Promise<Module>): Promise<Module> {
  vi.stubGlobal('document', undefined);
  const module = await load().finally(() => vi.unstubAllGlobals());
  await vi.dynamicImportSettled();
  return module;
}

let root: Root | undefined;

/** Hydrates the server's HTML with the browser's own route tree, as `entry.client.tsx` does. */
export async function hydrate(html: string, tree: RouteObject[], preview = false) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const router = createMemoryRouter(tree, {hydrationData: {loaderData: {root: {preview}}}});
  await act(async () => {
    root = hydrateRoot(container, <RouterProvider router={router} />);
  });
  return {container, router};
}

/** Unmounts what `hydrate` mounted; for `afterEach`. */
export function unmountHydrated() {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
}
