import {Link} from '@remix-run/react';
import {RichText} from '~/components/RichText';
import {Accordion, AccordionItem} from '~/components/ui/Accordion';
import {faqQuestionPath, type FaqEntry} from '~/lib/content/faq/topics';
import {useLocale} from '~/lib/i18n/useLocale';
import {localizePath} from '~/lib/i18n/locale';

/**
 * Questions that open one at a time, each answer with a link to its own page; the browser keeps
 * them exclusive with or without JavaScript.
 */
export function FaqAccordion({questions}: {questions: FaqEntry[]}) {
  const locale = useLocale();
  return (
    <Accordion exclusive frame="card">
      {questions.map((entry) => (
        <AccordionItem
          key={entry.slug}
          title={<h2 className="text-stone-900">{entry.question}</h2>}
        >
          <div className="space-y-4 pb-1 text-stone-700 [&_a]:text-emerald-800 [&_a]:underline">
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
        </AccordionItem>
      ))}
    </Accordion>
  );
}
