import type {LoaderFunctionArgs, MetaFunction} from '@shopify/remix-oxygen';
import {isRouteErrorResponse, useLoaderData} from '@remix-run/react';
import {BlockContextProvider} from '~/blocks/context';
import {RouteErrorBoundary} from '~/components/RouteErrorBoundary';
import {StoryContent} from '~/components/StoryContent';
import {StructuredData} from '~/components/StructuredData';
import {stripLocalePrefix} from '~/lib/locale';
import {useLocale} from '~/lib/useLocale';
import {storyPath} from '~/lib/storyblok/links';
import type {Blok, SeoField, Story} from '~/lib/storyblok/types';

const SITE_NAME = 'Green Packaging Co.';
/** Storyblok slugs: lower-case words separated by hyphens, underscores and slashes. */
const SLUG_PATTERN = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_-]*)*$/;

export const meta: MetaFunction<typeof loader> = ({data, error}) => {
  if (!data) {
    const notFound = isRouteErrorResponse(error) && error.status === 404;
    return [{title: `${notFound ? 'Page not found' : 'Something went wrong'} | ${SITE_NAME}`}];
  }
  const seo = (data.story.content.seo ?? {}) as SeoField;
  const title = seo.title || data.story.name;
  return [
    {title: data.isHome ? title : `${title} | ${SITE_NAME}`},
    ...(seo.description ? [{name: 'description', content: seo.description}] : []),
    {tagName: 'link', rel: 'canonical', href: data.canonicalUrl},
  ];
};

export async function loader({request, context}: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const path = stripLocalePrefix(url.pathname, context.locale).replace(/\/+$/, '') || '/';
  const isHome = path === '/';
  const slug = isHome ? 'home' : path.slice(1);

  if (!SLUG_PATTERN.test(slug)) throw notFound();
  const story = await context.content.getStory(slug);
  if (!story) throw notFound();

  return {
    story: story as Story<Blok & {seo?: SeoField}>,
    isHome,
    canonicalUrl: new URL(storyPath(story.full_slug), url.origin).href,
    siteUrl: new URL(context.locale.pathPrefix || '/', url.origin).href,
  };
}

export default function CmsPage() {
  const {story, isHome, siteUrl} = useLoaderData<typeof loader>();
  const locale = useLocale();
  return (
    <BlockContextProvider value={{locale}}>
      {isHome && <StructuredData data={websiteSearchAction(siteUrl)} />}
      <StoryContent story={story} />
    </BlockContextProvider>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
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
