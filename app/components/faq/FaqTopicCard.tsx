import {Link} from '@remix-run/react';
import {
  faqCategoryPath,
  faqQuestionPath,
  type FaqQuestionLink,
  type FaqTopic,
} from '~/lib/content/faq/topics';
import {localizePath} from '~/lib/i18n/locale';
import {useLocale} from '~/lib/i18n/useLocale';
import {TopicIcon} from './TopicIcon';

/** A category on the help centre's front page: its questions as links, then 'View All'. */
export function FaqTopicCard({topic, questions}: {topic: FaqTopic; questions: FaqQuestionLink[]}) {
  const locale = useLocale();
  const topicPath = localizePath(faqCategoryPath(topic.slug), locale);
  const headingId = `faq-topic-${topic.slug}`;
  return (
    <section
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-7"
    >
      <div className="flex items-center gap-3">
        <span className="flex size-11 items-center justify-center rounded-xl bg-emerald-50 text-emerald-800">
          <TopicIcon icon={topic.icon} />
        </span>
        <h2 id={headingId} className="font-serif text-xl font-semibold text-stone-900">
          <Link to={topicPath} className="hover:text-emerald-800">
            {topic.name}
          </Link>
        </h2>
      </div>
      {topic.description ? (
        <p className="mt-3 text-sm leading-relaxed text-stone-600">{topic.description}</p>
      ) : null}
      <ul className="mt-4 flex-1 space-y-1">
        {questions.map((question) => (
          <li key={question.slug}>
            <Link
              to={localizePath(faqQuestionPath(question.categorySlug, question.slug), locale)}
              className="block rounded-md py-1.5 text-stone-800 hover:text-emerald-800 hover:underline"
            >
              {question.question}
            </Link>
          </li>
        ))}
      </ul>
      <Link
        to={topicPath}
        className="mt-5 inline-flex items-center gap-1 self-start text-sm font-semibold text-emerald-800 hover:text-emerald-950"
      >
        View All<span className="sr-only"> questions about {topic.name}</span>
        <span aria-hidden="true">→</span>
      </Link>
    </section>
  );
}
