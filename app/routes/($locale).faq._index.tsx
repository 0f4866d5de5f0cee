import type {LoaderFunctionArgs, MetaFunction} from '@shopify/remix-oxygen';
import {useLoaderData} from '@remix-run/react';
import {BreadcrumbTrail} from '~/components/Breadcrumbs';
import {FaqBanner} from '~/components/faq/FaqBanner';
import {FaqTopicCard} from '~/components/faq/FaqTopicCard';
import {RouteErrorBoundary} from '~/components/RouteErrorBoundary';
import {loadFaqIndex} from '~/lib/content/faq/faq.server';
import {FAQ_PATH} from '~/lib/content/faq/topics';
import {localizePath, routeLocale} from '~/lib/i18n/locale';
import {errorMeta, pageMeta} from '~/lib/content/meta';
import {publicOrigin} from '~/lib/http/public-origin.server';

export const meta: MetaFunction<typeof loader> = ({data, error}) => {
  if (!data) return errorMeta(error);
  return pageMeta({
    title: data.seo.title || data.title,
    description: data.seo.description,
    canonicalUrl: data.canonicalUrl,
  });
};

export async function loader({params, request, context}: LoaderFunctionArgs) {
  const locale = routeLocale({params, context});
  const faq = await loadFaqIndex(context.content);
  if (!faq) throw new Response('Not found', {status: 404});
  return {
    ...faq,
    canonicalUrl: new URL(localizePath(FAQ_PATH, locale), publicOrigin(request, context.env)).href,
  };
}

export default function FaqIndex() {
  const {title, intro, topics, banner} = useLoaderData<typeof loader>();
  return (
    <div className="bg-stone-50">
      <div className="mx-auto max-w-7xl px-4 pt-6 pb-16 sm:px-6 lg:pb-24">
        <BreadcrumbTrail steps={[{label: 'Home', path: '/'}, {label: title}]} />
        <header className="mt-8 max-w-3xl lg:mt-12">
          <p className="text-sm font-semibold tracking-widest text-emerald-800 uppercase">
            Support
          </p>
          <h1 className="mt-2 font-serif text-4xl font-semibold tracking-tight text-balance text-stone-900 sm:text-5xl">
            {title}
          </h1>
          {intro ? <p className="mt-4 text-lg leading-relaxed text-stone-700">{intro}</p> : null}
        </header>
        <div className="mt-10 grid gap-6 md:grid-cols-2 lg:mt-14 xl:grid-cols-3">
          {topics.map(({questions, ...topic}) => (
            <FaqTopicCard key={topic.slug} topic={topic} questions={questions} />
          ))}
        </div>
        {banner ? (
          <div className="mt-16">
            <FaqBanner banner={banner} />
          </div>
        ) : null}
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
