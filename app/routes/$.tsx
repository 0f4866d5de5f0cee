import type {ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction} from '@shopify/remix-oxygen';
import {useActionData, useLoaderData, type ClientLoaderFunctionArgs} from '@remix-run/react';
import {Suspense} from 'react';
import {BlockDataProvider} from '~/blocks/context';
import {loadBlockData} from '~/blocks/data.server';
import {lazyWithPreload} from '~/lib/ui/lazy-with-preload';
import {preloadBlocks} from '~/blocks/registry';
import {blockScripts} from '~/blocks/scripts.server';
import {RouteErrorBoundary} from '~/components/RouteErrorBoundary';
import {StructuredData} from '~/components/StructuredData';
import {preloadPageType, StoryContent} from '~/content/StoryContent';
import {isBadAddress} from '~/lib/http/address';
import {errorMessageFor} from '~/lib/http/error-messages';
import {isStoryFormActionData} from '~/lib/forms/story-forms';
import {handleStoryForm, keepStoryFormThroughOutage} from '~/lib/forms/story-forms.server';
import {addSamples} from '~/lib/samples/add.server';
import {ADD_SAMPLES_PARAM} from '~/lib/samples/rules';
import {stripLocalePrefix} from '~/lib/i18n/locale';
import {scriptPreloads} from '~/lib/content/meta';
import {useLiveStory} from '~/lib/content/preview';
import {isUnavailable} from '~/lib/http/unavailable.server';
import {pageTitle, SITE_NAME} from '~/lib/content/site';
import {storyPath} from '~/lib/content/storyblok/links';
import type {Blok, SeoField, ShownStory} from '~/lib/content/storyblok/types';
import {publicOrigin} from '~/lib/http/public-origin.server';

/** The form a post comes back in while content is down: rare, so a chunk of its own (forms bring zod). */
const UnsentStoryForm = lazyWithPreload(() =>
  import('~/components/forms/UnsentStoryForm').then((module) => module.UnsentStoryForm),
);

/** Storyblok slugs: lower-case words separated by hyphens, underscores and slashes. */
const SLUG_PATTERN = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_-]*)*$/;
/**
 * Stories the blog and help-centre routes read; they are not pages of their own here (an author's
 * story at `/blog/authors/…` would otherwise render as an unknown page type).
 */
const NOT_PAGES = new Set([
  'author',
  'blog-category',
  'blog-index',
  'blog-post',
  'faq-category',
  'faq-index',
  'faq-item',
]);

export const meta: MetaFunction<typeof loader> = ({data, error, location}) => {
  if (!data) return [{title: pageTitle(errorMessageFor(error, location.pathname).heading)}];
  const seo = (data.story.content.seo ?? {}) as SeoField;
  return [
    {title: pageTitle(seo.title || data.story.name)},
    ...(seo.description ? [{name: 'description', content: seo.description}] : []),
    {tagName: 'link', rel: 'canonical', href: data.canonicalUrl},
    ...scriptPreloads(data.blockScripts),
  ];
};

export async function loader({request, context}: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const {story, isHome} = await storyFor(url, context);
  const blockData = await loadBlockData(story.content, context);

  return {
    story: {id: story.id, name: story.name, full_slug: story.full_slug, content: story.content} as ShownStory<
      Blok & {seo?: SeoField}
    >,
    blockData,
    blockScripts: blockScripts(story.content),
    isHome,
    canonicalUrl: new URL(storyPath(story.full_slug), publicOrigin(request, context.env)).href,
    siteUrl: new URL(context.locale.pathPrefix || '/', publicOrigin(request, context.env)).href,
    preview: context.preview.active,
  };
}

/** A navigation shows the page once its page type's and blocks' code is here. */
export async function clientLoader({serverLoader}: ClientLoaderFunctionArgs) {
  const data = await serverLoader<typeof loader>();
  await Promise.all([preloadPageType(data.story.content.component), preloadBlocks(data.story.content)]);
  return data;
}

/**
 * Request forms and the samples picker in the page's blocks post here; the form's block is looked up
 * in this page's story.
 */
export async function action({request, context}: ActionFunctionArgs) {
  const url = new URL(request.url);
  const addsSamples = url.searchParams.has(ADD_SAMPLES_PARAM);
  const found = await storyFor(url, context).catch((error: unknown) => {
    // Content down with no copy kept: a request form comes back with what was typed.
    if (!addsSamples && isUnavailable(error)) return null;
    throw error;
  });
  if (!found) {
    // Loaded before the page renders, so the server's HTML holds the form, for browsers without JavaScript too.
    await UnsentStoryForm.preload();
    return keepStoryFormThroughOutage(request);
  }
  if (addsSamples) return addSamples({request, content: found.story.content, context});
  return handleStoryForm({request, content: found.story.content, context});
}

/**
 * A form refused for posting too often says when to come back, and a cart answer is not cached;
 * Remix passes on only cookies by itself.
 */
export const headers: HeadersFunction = ({parentHeaders, actionHeaders}) => {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get('Retry-After');
  if (retryAfter) headers.set('Retry-After', retryAfter);
  // An answer about the shopper's cart (the samples picker's) is theirs alone.
  const cacheControl = actionHeaders.get('Cache-Control');
  if (cacheControl) headers.set('Cache-Control', cacheControl);
  return headers;
};

export default function CmsPage() {
  const {story: loaded, blockData, isHome, siteUrl, preview} = useLoaderData<typeof loader>();
  const story = useLiveStory(loaded, preview);
  return (
    <BlockDataProvider data={blockData}>
      {isHome && <StructuredData data={websiteSearchAction(siteUrl)} />}
      <StoryContent story={story} />
    </BlockDataProvider>
  );
}

/**
 * A form posted while the page's content is down comes back here (the page itself cannot render):
 * the error view says so, and the store's built-in form of its kind keeps what was typed.
 */
export function ErrorBoundary() {
  const posted = useActionData<typeof action>();
  return (
    <>
      <RouteErrorBoundary />
      {isStoryFormActionData(posted) && posted.kind ? (
        // The browser hydrates the server's form once the chunk is here.
        <Suspense fallback={null}>
          <UnsentStoryForm kind={posted.kind} uid={posted.form} />
        </Suspense>
      ) : null}
    </>
  );
}

/** The page's story at this address: `home` for the locale's root; a 404 when there is none. */
async function storyFor(url: URL, context: LoaderFunctionArgs['context']) {
  // Never send a malformed or giant path on to the CMS.
  if (isBadAddress(url.pathname)) throw new Response('Bad request', {status: 400});
  const path = stripLocalePrefix(url.pathname, context.locale).replace(/\/+$/, '') || '/';
  const isHome = path === '/';
  const slug = isHome ? 'home' : path.slice(1);
  if (!SLUG_PATTERN.test(slug)) throw notFound();
  const story = await context.content.getStory(slug);
  if (!story || NOT_PAGES.has(story.content.component)) throw notFound();
  return {story, isHome};
}

function notFound() {
  return new Response('Not found', {status: 404});
}

/** Lets search engines offer a search box that lands on our search page. */
function websiteSearchAction(siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: SITE_NAME,
    url: siteUrl,
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${siteUrl.replace(/\/$/, '')}/search?query={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    },
  };
}
