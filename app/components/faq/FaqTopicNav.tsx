import {Link} from '@remix-run/react';
import {faqCategoryPath, type FaqTopic} from '~/lib/content/faq/topics';
import {localizePath} from '~/lib/i18n/locale';
import {useLocale} from '~/lib/i18n/useLocale';
import {TopicIcon} from './TopicIcon';

/** Every help-centre topic, the current one marked: the sidebar of a question's page. */
export function FaqTopicNav({topics, current}: {topics: FaqTopic[]; current: string}) {
  const locale = useLocale();
  return (
    <nav
      aria-labelledby="faq-topics-heading"
      className="rounded-2xl border border-stone-200 bg-white p-5"
    >
      <h2 id="faq-topics-heading" className="font-serif text-lg font-semibold text-stone-900">
        Help topics
      </h2>
      <ul className="mt-3 space-y-1">
        {topics.map((topic) => (
          <li key={topic.slug}>
            <Link
              to={localizePath(faqCategoryPath(topic.slug), locale)}
              aria-current={topic.slug === current ? 'true' : undefined}
              className={`flex items-center gap-3 rounded-lg px-3 py-2 text-stone-800 hover:bg-emerald-50 hover:text-emerald-900 ${
                topic.slug === current ? 'bg-emerald-50 font-semibold text-emerald-900' : ''
              }`}
            >
              <TopicIcon icon={topic.icon} className="size-5 text-emerald-800" />
              {topic.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
