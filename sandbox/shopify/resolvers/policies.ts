import type {PolicyNode} from '../online-store/nodes';
import {onlineStoreUrl} from './online-store-url';
import type {FieldResolver} from './types';

const policy = (source: unknown) => (source as PolicyNode).seed;

/** The fields of `ShopPolicy` (and `ShopPolicyWithDefault`): the text as HTML, and its page. */
export const policyResolvers: Record<string, FieldResolver> = {
  title: (source) => policy(source).title,
  handle: (source) => policy(source).handle,
  body: (source) => policy(source).body,
  url: (source, _args, context) => onlineStoreUrl(context, `/policies/${policy(source).handle}`),
};
