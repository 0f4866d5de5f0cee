import type {StorefrontContext} from '../context';
import type {StoreArticle} from '../online-store';

/** A path on the shop's primary domain, as `onlineStoreUrl`, menu and policy URLs give it. */
export function onlineStoreUrl({config}: StorefrontContext, path: string): string {
  return new URL(path, config.storefront.primaryDomainUrl).href;
}

/** An article's page: `/blogs/{blog}/{article}`. */
export function articlePath(article: StoreArticle): string {
  return `/blogs/${article.blog.handle}/${article.handle}`;
}
