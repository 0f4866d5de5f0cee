// @ts-expect-error: the virtual module exists only inside the Vite build
import * as remixBuild from 'virtual:remix/server-build';
import {createRequestHandler, storefrontRedirect} from '@shopify/hydrogen';
import {createAppLoadContext} from '~/lib/context';
import {EnvError} from '~/lib/env';

export default {
  async fetch(
    request: Request,
    env: Env,
    executionContext: ExecutionContext,
  ): Promise<Response> {
    try {
      const appLoadContext = await createAppLoadContext(
        request,
        env,
        executionContext,
      );

      const handleRequest = createRequestHandler({
        build: remixBuild,
        mode: process.env.NODE_ENV,
        getLoadContext: () => appLoadContext,
      });

      const response = await handleRequest(request);

      if (appLoadContext.session.isPending) {
        response.headers.append(
          'Set-Cookie',
          await appLoadContext.session.commit(),
        );
      }

      if (response.status === 404) {
        // Shopify's URL redirects only apply where the app itself has nothing to show.
        return storefrontRedirect({
          request,
          response,
          storefront: appLoadContext.storefront,
        });
      }

      return response;
    } catch (error) {
      // The visitor gets a generic page; the log names what is wrong.
      console.error(error instanceof EnvError ? error.message : error);
      return new Response('An unexpected error occurred', {
        status: 500,
        headers: {'Content-Type': 'text/plain; charset=utf-8'},
      });
    }
  },
};
