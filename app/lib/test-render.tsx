import type {ReactElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {createStaticHandler, createStaticRouter, StaticRouterProvider} from 'react-router-dom/server';

/**
 * Server-renders a component inside a data router at `path`, as Remix does, so `Link`, `Form`,
 * `useLocation` and `useNavigation` all work in unit tests.
 */
export async function renderWithRouter(ui: ReactElement, path = '/'): Promise<string> {
  const {query, dataRoutes} = createStaticHandler([{path: '*', element: ui}]);
  const context = await query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`Unexpected response ${context.status}`);
  const router = createStaticRouter(dataRoutes, context);
  return renderToStaticMarkup(
    <StaticRouterProvider router={router} context={context} hydrate={false} />,
  );
}
