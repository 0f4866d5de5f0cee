import type {LoaderFunctionArgs, MetaFunction} from '@shopify/remix-oxygen';
import {useLoaderData} from '@remix-run/react';
import {BreadcrumbTrail} from '~/components/Breadcrumbs';
import {FaqAnswer} from '~/components/faq/FaqAnswer';
import {FaqQuestionList} from '~/components/faq/FaqQuestionList';
import {FaqTopicNav} from '~/components/faq/FaqTopicNav';
import {RouteErrorBoundary} from '~/components/RouteErrorBoundary';
import {StructuredData} from '~/components/StructuredData';
import {loadFaqQuestion} from '~/lib/content/faq/faq.server';
import {faqPageJsonLd} from '~/lib/content/faq/structured-data';
import {FAQ_PATH, faqCategoryPath, faqQuestionPath} from '~/lib/content/faq/topics';
import {localizePath, routeLocale} from '~/lib/i18n/locale';
import {errorMeta, pageMeta} from '~/lib/content/meta';
import {truncateText} from '~/lib/i18n/text';
import {publicOrigin} from '~/lib/http/public-origin.server';

const SLUG = /^[a-z0-9][a-z0-9_-]*$/;

export const meta: MetaFunction<typeof loader> = ({data, error}) => {
  if (!data) return errorMeta(error);
  return pageMeta({
    title: `${data.question.question} | FAQ`,
    description: data.description,
    canonicalUrl: data.canonicalUrl,
  });
};

export async function loader({params, request, context}: LoaderFunctionArgs) {
  const locale = routeLocale({params, context});
  const [categorySlug, slug] = [params.category ?? '', params.question ?? ''];
  if (!SLUG.test(categorySlug) || !SLUG.test(slug)) throw new Response('Not found', {status: 404});
  const found = await loadFaqQuestion(context.content, locale, categorySlug, slug);
  if (!found) throw new Response('Not found', {status: 404});

  const {question, topic, related, topics} = found;
  const canonicalUrl = new URL(
    localizePath(faqQuestionPath(topic.slug, question.slug), locale),
    publicOrigin(request, context.env),
  ).href;
  const {answerHtml: _html, answerText, ...shown} = question;
  return {
    question: shown,
    topic,
    related,
    topics,
    description: truncateText(answerText, 155),
    canonicalUrl,
    structuredData: faqPageJsonLd([question], canonicalUrl),
  };
}

export default function FaqQuestion() {
  const {question, topic, related, topics, structuredData} = useLoaderData<typeof loader>();
  return (
    <div className="bg-stone-50">
      <StructuredData data={structuredData} />
      <div className="mx-auto max-w-7xl px-4 pt-6 pb-16 sm:px-6 lg:pb-24">
        <BreadcrumbTrail
          steps={[
            {label: 'Home', path: '/'},
            {label: 'FAQ', path: FAQ_PATH},
            {label: topic.name, path: faqCategoryPath(topic.slug)},
            {label: question.question},
          ]}
        />
        <div className="mt-8 grid gap-10 lg:mt-12 lg:grid-cols-[minmax(0,1fr)_18rem] xl:gap-16">
          <div className="min-w-0">
            <article className="rounded-3xl border border-stone-200 bg-white p-6 sm:p-10">
              <p className="text-sm font-semibold tracking-widest text-emerald-800 uppercase">
                {topic.name}
              </p>
              <h1 className="mt-2 font-serif text-3xl leading-tight font-semibold text-balance text-stone-900 sm:text-4xl">
                {question.question}
              </h1>
              <FaqAnswer doc={question.answer} />
            </article>
            {related.length > 0 ? (
              <section aria-labelledby="related-questions" className="mt-12">
                <h2
                  id="related-questions"
                  className="font-serif text-2xl font-semibold text-stone-900"
                >
                  Related questions
                </h2>
                <div className="mt-5">
                  <FaqQuestionList questions={related} />
                </div>
              </section>
            ) : null}
          </div>
          <div className="lg:pt-2">
            <FaqTopicNav topics={topics} current={topic.slug} />
          </div>
        </div>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
