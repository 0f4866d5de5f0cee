import {
  createContext,
  useContext,
  useId,
  type ComponentPropsWithoutRef,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import {ChevronDownIcon} from '~/components/icons';

/** The group name items share when only one of them may be open. */
const ExclusiveGroup = createContext<string | undefined>(undefined);

/** Rules above and below the items, or a white card with the items inset. */
const FRAMES = {
  rules: 'border-y border-stone-200',
  card: 'rounded-2xl border border-stone-200 bg-white [&>details]:px-5 sm:[&>details]:px-6',
};

/**
 * Items that open and close, built on `<details>`, so they work before and without JavaScript.
 * `exclusive` keeps one item open at a time: opening one closes the others, and clicking the open
 * one closes it.
 */
export function Accordion({
  exclusive,
  frame = 'rules',
  children,
  className = '',
  ...props
}: {exclusive: boolean; frame?: keyof typeof FRAMES; children: ReactNode} & ComponentPropsWithoutRef<'div'>) {
  const name = useId();
  return (
    <div className={`divide-y divide-stone-200 ${FRAMES[frame]} ${className}`} {...props}>
      <ExclusiveGroup.Provider value={exclusive ? name : undefined}>{children}</ExclusiveGroup.Provider>
    </div>
  );
}

export function AccordionItem({
  title,
  defaultOpen = false,
  children,
  ...props
}: {title: ReactNode; defaultOpen?: boolean; children: ReactNode} & Omit<
  ComponentPropsWithoutRef<'details'>,
  'title' | 'open' | 'name'
>) {
  const name = useContext(ExclusiveGroup);
  return (
    <details name={name} open={defaultOpen} onToggle={closeOthers} className="group" {...props}>
      <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 text-left text-lg font-semibold hover:text-(--accent) [&::-webkit-details-marker]:hidden">
        {title}
        <ChevronDownIcon className="size-5 shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none" />
      </summary>
      <div className="space-y-3 pb-5 leading-relaxed">{children}</div>
    </details>
  );
}

/**
 * Browsers that know `<details name>` close the rest of the group themselves; this does the same
 * for those that do not.
 */
function closeOthers(event: SyntheticEvent<HTMLDetailsElement>) {
  const opened = event.currentTarget;
  const name = opened.getAttribute('name');
  if (!opened.open || !name) return;
  for (const other of document.querySelectorAll<HTMLDetailsElement>('details[name]')) {
    if (other !== opened && other.getAttribute('name') === name) other.open = false;
  }
}
