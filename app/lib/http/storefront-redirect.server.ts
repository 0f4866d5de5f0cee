import {storefrontRedirect, type Storefront} from '@shopify/hydrogen';
import {sameOriginPath} from '~/lib/http/redirect';

/**
 * For an address the app has nothing at: Shopify's URL redirects, and Hydrogen's `?redirect=` /
 * `?return_to=`, but only to a path on our origin (guarantee 1). Hydrogen's own check lets
 * `?redirect=http:evil.example` through; anything that would leave stays the 404 it was.
 */
export async function shopifyRedirect({
  request,
  response,
  storefront,
}: {
  request: Request;
  response: Response;
  storefront: Storefront;
}): Promise<Response> {
  const answer = await storefrontRedirect({request, response, storefront});
  if (answer === response) return response;
  const target = answer.headers.get('Location') ?? answer.headers.get('X-Remix-Redirect');
  return target !== null && sameOriginPath(target, request.url) !== null ? answer : response;
}
