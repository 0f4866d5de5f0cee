import {formatLongDate} from '~/lib/i18n/dates';

/** 'Posted on September 2, 2025', with the machine-readable date for readers and crawlers. */
export function PostDate({date, className = ''}: {date: string | null; className?: string}) {
  const formatted = formatLongDate(date);
  if (!date || !formatted) return null;
  return (
    <p className={`text-sm text-stone-600 ${className}`}>
      Posted on <time dateTime={date}>{formatted}</time>
    </p>
  );
}
