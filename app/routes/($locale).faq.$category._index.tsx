import type {LoaderFunctionArgs, MetaFunction} from '@shopify/remix-oxygen';
import {Link, useLoaderData} from '@remix-run/react';
import {BreadcrumbTrail} from '~/components/Breadcrumbs';
import {FaqAccordion} from '~/components/faq/FaqAccordion';
import {FaqQuestionList} from '~/components/faq/FaqQuestionList';
import {TopicIcon} from '~/components/faq/TopicIcon';
import {RouteErrorBoundary} from '~/components/RouteErrorBoundary';
import {StructuredData} from '~/components/StructuredData';
import {loadFaqCategory} from '~/lib/content/faq/faq.server';
import {faqPageJsonLd} from '~/lib/content/faq/structured-data';
import {FAQ_PATH, faqCategoryPath} from '~/lib/content/faq/topics';
import {localizePath, routeLocale} from '~/lib/i18n/locale';
import {errorMeta, pageMeta} from '~/lib/content/meta';
import {useLocalizedPath} from '~/lib/i18n/useLocale';
import {publicOrigin} from '~/lib/http/public-origin.server';

const SLUG = /^[a-z0-9][a-z0-9_-]*$/;

export const meta: MetaFunction<typeof loader> = ({data, error}) => {
  if (!data) return errorMeta(error);
  return pageMeta({
    title: `${data.topic.name} | FAQ`,
    description: data.topic.description,
    canonicalUrl: data.canonicalUrl,
  });
};

export async function loader({params, request, context}: LoaderFunctionArgs) {
  const locale = routeLocale({params, context});
  const slug = params.category ?? '';
  if (!SLUG.test(slug)) throw new Response('Not found', {status: 404});
  const category = await loadFaqCategory(context.content, locale, slug);
  if (!category) throw new Response('Not found', {status: 404});

  const {topic, questions} = category;
  const canonicalUrl = new URL(localizePath(faqCategoryPath(topic.slug), locale), publicOrigin(request, context.env)).href;
  const accordion = topic.displayType === 'accordion';
  return {
    topic,
    // A list shows only the questions, so only an accordion's answers go to the page.
    questions: questions.map(({answerHtml: _html, answerText: _text, answer, ...question}) => ({
      ...question,
      answer: accordion ? answer : null,
    })),
    canonicalUrl,
    // Structured data describes what the page shows: an accordion's answers are on it.
    structuredData: accordion ? faqPageJsonLd(questions, canonicalUrl) : null,
  };
}

export default function FaqCategory() {
  const {topic, questions, structuredData} = useLoaderData<typeof loader>();
  const faqPath = useLocalizedPath(FAQ_PATH);
  return (
    <div className="bg-stone-50">
      {structuredData ? <StructuredData data={structuredData} /> : null}
      <div className="mx-auto max-w-4xl px-4 pt-6 pb-16 sm:px-6 lg:pb-24">
        <BreadcrumbTrail
          steps={[{label: 'Home', path: '/'}, {label: 'FAQ', path: FAQ_PATH}, {label: topic.name}]}
        />
        <header className="mt-8 flex items-start gap-4 lg:mt-12">
          <span className="mt-1 flex size-12 shrink-0 items-center justify-center rounded-xl bg-emerald-100 text-emerald-800">
            <TopicIcon icon={topic.icon} className="size-7" />
          </span>
          <div>
            <h1 className="font-serif text-4xl font-semibold tracking-tight text-balance text-stone-900 sm:text-5xl">
              {topic.name}
            </h1>
            {topic.description ? (
              <p className="mt-3 text-lg leading-relaxed text-stone-700">{topic.description}</p>
            ) : null}
          </div>
        </header>
        <div className="mt-10">
          {questions.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-10 text-center text-stone-700">
              There are no questions in this topic yet.
            </p>
          ) : topic.displayType === 'accordion' ? (
            <FaqAccordion questions={questions} />
          ) : (
            <FaqQuestionList questions={questions} />
          )}
        </div>
        <Link
          to={faqPath}
          className="mt-10 inline-flex items-center gap-2 font-semibold text-emerald-800 hover:text-emerald-950"
        >
          <span aria-hidden="true">←</span> All help topics
        </Link>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
