/**
 * A tiny method + path router. Patterns use `:name` for one path segment and a trailing `*` for the
 * rest of the path (`/v2/cdn/stories/*` gives `params['*'] = 'en-us/home'`).
 */
export type Handler = (request: Request, params: RouteParams) => Promise<Response>;
export type RouteParams = Record<string, string>;

export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  pattern: string;
  handler: Handler;
}

export interface RouteMatch {
  handler: Handler;
  params: RouteParams;
}

export type RouteLookup =
  | {kind: 'found'; match: RouteMatch}
  | {kind: 'wrong-method'; allowed: string[]}
  | {kind: 'missing'};

interface CompiledRoute extends Route {
  regex: RegExp;
  paramNames: string[];
}

export function createRouter(routes: Route[]) {
  const compiled = routes.map(compile);

  return {
    lookup(method: string, pathname: string): RouteLookup {
      // HEAD is answered by the GET handler; the HTTP layer drops the body.
      const wanted = method === 'HEAD' ? 'GET' : method;
      const allowed: string[] = [];
      for (const route of compiled) {
        const params = matchPath(route, pathname);
        if (!params) continue;
        if (route.method === wanted)
          return {kind: 'found', match: {handler: route.handler, params}};
        allowed.push(route.method);
      }
      return allowed.length > 0 ? {kind: 'wrong-method', allowed} : {kind: 'missing'};
    },
  };
}

function compile(route: Route): CompiledRoute {
  const paramNames: string[] = [];
  const source = route.pattern
    .split('/')
    .map((segment) => {
      if (segment === '*') {
        paramNames.push('*');
        return '(.+)';
      }
      if (segment.startsWith(':')) {
        paramNames.push(segment.slice(1));
        return '([^/]+)';
      }
      return segment.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return {...route, regex: new RegExp(`^${source}$`), paramNames};
}

function matchPath(route: CompiledRoute, pathname: string): RouteParams | null {
  const match = route.regex.exec(pathname);
  if (!match) return null;
  const params: RouteParams = {};
  route.paramNames.forEach((name, index) => {
    params[name] = safeDecode(match[index + 1]);
  });
  return params;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
