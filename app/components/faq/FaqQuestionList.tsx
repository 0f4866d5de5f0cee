import {Link} from '@remix-run/react';
import {faqQuestionPath} from '~/lib/content/faq/topics';
import {useLocalizedPath} from '~/lib/i18n/useLocale';

/** Questions as links to their own pages. */
export function FaqQuestionList({
  questions,
}: {
  questions: {slug: string; categorySlug: string; question: string}[];
}) {
  return (
    <ul className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
      {questions.map((entry) => (
        <li key={entry.slug}>
          <QuestionLink {...entry} />
        </li>
      ))}
    </ul>
  );
}

function QuestionLink({
  slug,
  categorySlug,
  question,
}: {
  slug: string;
  categorySlug: string;
  question: string;
}) {
  const href = useLocalizedPath(faqQuestionPath(categorySlug, slug));
  return (
    <Link
      to={href}
      prefetch="intent"
      className="group flex items-center justify-between gap-4 px-5 py-4 font-medium text-stone-900 hover:bg-emerald-50 hover:text-emerald-900 sm:px-6"
    >
      {question}
      <span
        aria-hidden="true"
        className="text-emerald-800 transition-transform group-hover:translate-x-0.5"
      >
        →
      </span>
    </Link>
  );
}
