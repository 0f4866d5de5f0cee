import type {Submission} from '@conform-to/zod';
import {data, type AppLoadContext} from '@shopify/remix-oxygen';
import {findBlok} from '~/lib/forms/story-forms.server';
import {parseForm} from '~/lib/forms/submission.server';
import {localizePath} from '~/lib/i18n/locale';
import {sameOriginPath} from '~/lib/http/redirect';
import {readFormBody} from '~/lib/http/request-body.server';
import type {GlobalContent, SamplesBlok} from '~/lib/content/storyblok/types';
import {
  SAMPLE_ATTRIBUTE,
  SAMPLES_BLOCK_FIELD,
  samplesInCart,
  samplesOnOffer,
  samplesSchema,
} from './rules';

type SamplesContext = Pick<AppLoadContext, 'cart' | 'content' | 'storefront' | 'locale'>;

/** What the page action answers a samples post with; the picker reads it back. */
export interface SamplesActionData {
  samples: {
    block: string;
    result: ReturnType<Submission<unknown>['reply']>;
    /** The samples that went into the cart, by name. */
    added?: string[];
  };
}

/** A samples form is a few dozen short names; anything bigger is not ours. */
const MAX_BODY_BYTES = 16 * 1024;

const UNAVAILABLE = 'Sorry, we could not add your samples just now. Nothing was lost; please try again.';

/** A cart answer carries no caching: it is one shopper's. */
const PRIVATE = {'Cache-Control': 'no-store'};

/**
 * Adds the chosen samples (each sample product's free variant, quantity 1, marked as a sample) to the cart, after
 * checking the post against the same rules as the picker: only the block's samples, at least one,
 * no more than the block allows or the cart has room for, none the cart holds its maximum of. Then
 * on to the block's `add_items_redirect` when it stays on our origin.
 */
export async function addSamples({
  request,
  content,
  context,
}: {
  request: Request;
  content: unknown;
  context: SamplesContext;
}) {
  const formData = await readFormBody(request, MAX_BODY_BYTES);

  const uid = formData.get(SAMPLES_BLOCK_FIELD);
  const found = typeof uid === 'string' && uid ? findBlok(content, uid) : null;
  if (found?.component !== 'samples') return new Response('Unknown form', {status: 400, headers: PRIVATE});
  const blok = found as SamplesBlok;

  const [global, cart] = await Promise.all([
    context.content.getStory<GlobalContent>('global').then((story) => story?.content ?? null),
    context.cart.get(),
  ]);
  const offer = samplesOnOffer(blok, global, samplesInCart(cart?.lines.nodes));
  const schema = samplesSchema(offer);

  const submission = await parseForm(formData, schema);
  const answer = (status: number, reply: Omit<SamplesActionData['samples'], 'block'>) =>
    data<SamplesActionData>({samples: {block: blok._uid, ...reply}}, {status, headers: PRIVATE});
  if (submission.status !== 'success') return answer(400, {result: submission.reply()});

  const chosen = submission.value.samples;
  const variants = await sampleVariants(context.storefront, chosen).catch((error: unknown) => {
    console.error('Samples: products unavailable', error);
    return null;
  });
  if (!variants) return answer(502, {result: submission.reply({formErrors: [UNAVAILABLE]})});
  const nameOf = (alias: string) => offer.products.find((product) => product.id.trim() === alias)?.name ?? alias;
  const missing = chosen.filter((alias) => !variants.has(alias));
  if (missing.length) {
    return answer(400, {
      result: submission.reply({
        fieldErrors: {samples: missing.map((alias) => `${nameOf(alias)} is not available as a sample right now.`)},
      }),
    });
  }

  const added = await context.cart
    .addLines(
      chosen.map((alias) => ({
        merchandiseId: variants.get(alias) ?? '',
        quantity: 1,
        attributes: [{key: SAMPLE_ATTRIBUTE, value: alias}],
      })),
    )
    .catch(() => null);
  if (!added?.cart?.id || added.errors?.length || added.userErrors?.length) {
    return answer(502, {result: submission.reply({formErrors: [UNAVAILABLE]})});
  }
  context.cart.setCartId(added.cart.id);

  const target = typeof blok.add_items_redirect === 'string' ? blok.add_items_redirect.trim() : '';
  const path = target ? sameOriginPath(target, request.url) : null;
  if (path) {
    return new Response(null, {status: 303, headers: {Location: localizePath(path, context.locale), ...PRIVATE}});
  }
  return answer(200, {result: submission.reply({resetForm: true}), added: chosen.map(nameOf)});
}

/**
 * Each alias's variant, found by the alias tag the shop gives its sample products: a product of its
 * own with one free variant. A variant with a price is no sample (a shop that tagged a product it
 * sells), so it is left out and the shopper told it is not available, never charged for it.
 */
async function sampleVariants(storefront: SamplesContext['storefront'], aliases: string[]) {
  const {products} = await storefront.query(SAMPLE_PRODUCTS_QUERY, {
    variables: {query: aliases.map((alias) => `tag:${alias}`).join(' OR '), first: aliases.length},
    cache: storefront.CacheShort(),
  });
  const variants = new Map<string, string>();
  for (const product of products.nodes) {
    const variant = product.variants.nodes[0];
    const alias = product.tags.find((tag) => aliases.includes(tag));
    const free = Number(variant?.price.amount) === 0;
    if (alias && variant?.availableForSale && free) variants.set(alias, variant.id);
  }
  return variants;
}

const SAMPLE_PRODUCTS_QUERY = `#graphql
  query SampleProducts($query: String!, $first: Int!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    products(first: $first, query: $query) {
      nodes {
        id
        tags
        variants(first: 1) {
          nodes {
            id
            availableForSale
            price {
              amount
            }
          }
        }
      }
    }
  }
` as const;
