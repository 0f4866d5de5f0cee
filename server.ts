// @ts-expect-error: the virtual module exists only inside the Vite build
import * as remixBuild from 'virtual:remix/server-build';
import {createRequestHandler} from '@shopify/hydrogen';
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {withCachePolicy} from '~/lib/http/cache-control.server';
import {createAppLoadContext} from '~/lib/context';
import {isCrossSiteWrite} from '~/lib/http/cross-site.server';
import {EnvError} from '~/lib/env';
import {ERROR_MESSAGES, type ErrorMessage} from '~/lib/http/error-messages';
import {plainErrorPage} from '~/lib/http/plain-error-page.server';
import {markPreview, withSecurityHeaders} from '~/lib/http/security-headers.server';
import {discardUnreadBody} from '~/lib/http/request-body.server';
import {withRetryAfter} from '~/lib/http/unavailable.server';
import {allowHeader, refusedRequest} from '~/lib/http/request-guard.server';
import {shopifyRedirect} from '~/lib/http/storefront-redirect.server';

/** Each request's context, for the one handler below. */
const contexts = new WeakMap<Request, AppLoadContext>();

// Made once per isolate: Remix derives its route tree when a handler first runs, so a handler
// made per request would flatten and rank every route again for each one.
const handleRequest = createRequestHandler({
  build: remixBuild,
  mode: process.env.NODE_ENV,
  getLoadContext: (request) => contexts.get(request)!,
});

export default {
  async fetch(
    request: Request,
    env: Env,
    executionContext: ExecutionContext,
  ): Promise<Response> {
    try {
      const refusal = refusedRequest(request);
      if (refusal) return refuse(refusal, request);

      // Before any action runs, so no route can forget it (guarantee 10).
      if (isCrossSiteWrite(request)) {
        await discardUnreadBody(request);
        return withSecurityHeaders(plainErrorPage(ERROR_MESSAGES.crossSite), request);
      }

      const appLoadContext = await createAppLoadContext(
        request,
        env,
        executionContext,
      );

      contexts.set(request, appLoadContext);
      const response = await handleRequest(request);
      await discardUnreadBody(request);
      // A post to a page without a form: Remix's own 405 would carry its error's stack (guarantee 13).
      if (response.status === 405) return refuse(ERROR_MESSAGES.methodNotAllowed, request);

      if (appLoadContext.session.isPending) {
        response.headers.append(
          'Set-Cookie',
          await appLoadContext.session.commit(),
        );
      }
      markPreview(response.headers, appLoadContext.preview);

      if (response.status === 404) {
        // Shopify's URL redirects only apply where the app itself has nothing to show.
        const redirected = await shopifyRedirect({
          request,
          response,
          storefront: appLoadContext.storefront,
        });
        return withSecurityHeaders(withCachePolicy(redirected, request, appLoadContext), request);
      }

      // Every page states its cacheability (guarantee 4); a 503 says when to come back.
      return withSecurityHeaders(withRetryAfter(withCachePolicy(response, request, appLoadContext)), request);
    } catch (error) {
      // The visitor gets a generic page; the log names what is wrong.
      console.error(error instanceof EnvError ? error.message : error);
      return withSecurityHeaders(plainErrorPage(ERROR_MESSAGES.unexpected), request);
    }
  },
};

/** The plain page for a request the worker answers itself, with the usual headers. */
function refuse(message: ErrorMessage, request: Request): Response {
  const response = withSecurityHeaders(plainErrorPage(message), request);
  if (message.status === 405) for (const [name, value] of Object.entries(allowHeader())) response.headers.set(name, value);
  return response;
}
