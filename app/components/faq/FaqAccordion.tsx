import {Link} from '@remix-run/react';
import type {SyntheticEvent} from 'react';
import {ChevronDownIcon} from '~/components/icons';
import {RichText} from '~/components/RichText';
import {faqQuestionPath, type FaqEntry} from '~/lib/faq/topics';
import {useLocale, useLocalizedPath} from '~/lib/useLocale';
import {localizePath} from '~/lib/locale';

/**
 * Questions that open one at a time: `<details>` sharing a `name`, which the browser keeps
 * exclusive with or without JavaScript; clicking the open one closes it. Browsers without
 * exclusive `<details>` get the same from `closeOthers` once scripts run.
 */
export function FaqAccordion({group, questions}: {group: string; questions: FaqEntry[]}) {
  const locale = useLocale();
  return (
    <div className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
      {questions.map((entry) => (
        <details key={entry.slug} name={group} onToggle={closeOthers} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-5 text-left sm:px-6 [&::-webkit-details-marker]:hidden">
            <h2 className="text-lg font-semibold text-stone-900">{entry.question}</h2>
            <ChevronDownIcon className="size-5 shrink-0 text-emerald-800 transition-transform group-open:rotate-180 motion-reduce:transition-none" />
          </summary>
          <div className="space-y-4 px-5 pb-6 leading-relaxed text-stone-700 sm:px-6 [&_a]:text-emerald-800 [&_a]:underline">
            <RichText doc={entry.answer} />
            <p>
              <Link
                to={localizePath(faqQuestionPath(entry.categorySlug, entry.slug), locale)}
                className="text-sm font-semibold"
              >
                Link to this answer<span className="sr-only">: {entry.question}</span>
              </Link>
            </p>
          </div>
        </details>
      ))}
    </div>
  );
}

function closeOthers(event: SyntheticEvent<HTMLDetailsElement>) {
  const opened = event.currentTarget;
  if (!opened.open || !opened.getAttribute('name')) return;
  const group = opened.parentElement?.querySelectorAll<HTMLDetailsElement>(
    `details[name="${CSS.escape(opened.getAttribute('name') ?? '')}"]`,
  );
  group?.forEach((other) => {
    if (other !== opened) other.open = false;
  });
}

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
