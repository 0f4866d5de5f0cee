import type {ReactElement, ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {matchRoutes, type RouteObject} from 'react-router-dom';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router-dom/server';

/**
 * Server-renders a component inside a data router at `path`, as Remix does, so `Link`, `Form`,
 * `useLocation` and `useNavigation` all work in unit tests.
 */
export function renderWithRouter(ui: ReactElement, path = '/'): Promise<string> {
  return renderRoutes([{path: '*', element: ui}], path);
}

/** Runs the routes' loaders for `path` and server-renders the result, error elements included. */
export async function renderRoutes(routes: RouteObject[], path = '/'): Promise<string> {
  return (await renderRequest(routes, path)).html;
}

/**
 * Handles one request as the server would, with JavaScript off: a POST runs the route's action, then
 * the loaders, and the page renders with the action's data. Gives the status code with the page.
 */
export async function renderRequest(
  routes: RouteObject[],
  path = '/',
  init?: RequestInit,
): Promise<{status: number; html: string}> {
  const {query, dataRoutes} = createStaticHandler(routes);
  const context = await query(new Request(`http://localhost${path}`, init));
  if (context instanceof Response) throw new Error(`Unexpected response ${context.status}`);
  const router = createStaticRouter(dataRoutes, context);
  const html = renderToStaticMarkup(
    <StaticRouterProvider router={router} context={context} hydrate={false} />,
  );
  return {status: context.statusCode, html};
}

/**
 * Server-renders markup at an address, synchronously: enough for components that need a router for
 * `Link`, the address (the locale) or a data router's hooks (`useFetcher`, the action data and
 * the navigation state that form blocks read), without loaders.
 */
export function renderAt(node: ReactNode, path = '/'): string {
  const {dataRoutes: routes} = createStaticHandler([{path: '*', element: node}]);
  const url = new URL(path, 'http://localhost');
  const location = {pathname: url.pathname, search: url.search, hash: '', state: null, key: 'default'};
  // What the static handler would build for a page without loaders, built at once instead of awaited.
  const context: StaticHandlerContext = {
    basename: '',
    location,
    matches: (matchRoutes(routes, location) ?? []) as StaticHandlerContext['matches'],
    loaderData: {},
    actionData: null,
    errors: null,
    statusCode: 200,
    loaderHeaders: {},
    actionHeaders: {},
    activeDeferreds: null,
  };
  return renderToStaticMarkup(
    <StaticRouterProvider router={createStaticRouter(routes, context)} context={context} hydrate={false} />,
  );
}
