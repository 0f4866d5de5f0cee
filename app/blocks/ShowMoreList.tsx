import {storyblokEditable} from '~/lib/content/storyblok/editable';
import type {SyntheticEvent} from 'react';
import type {Blok, ShowMoreListBlok} from '~/lib/content/storyblok/types';
import {Block} from './Blocks';
import {numberField, text} from './options';

/** Spec section 9: how many items show before "Show more", unless the editor sets it. */
export const DEFAULT_START_COUNT = 5;

/**
 * The first few items, and a button that reveals the rest once and then goes away. It is a
 * `<details>`, so it also works without JavaScript.
 */
export function ShowMoreList({blok}: {blok: ShowMoreListBlok}) {
  const items = (Array.isArray(blok.items) ? blok.items : []) as Blok[];
  if (!items.length) return null;
  const startCount = Math.max(0, Math.floor(numberField(blok.start_count, DEFAULT_START_COUNT)));
  const shown = items.slice(0, startCount);
  const hidden = items.slice(startCount);
  const heading = text(blok.heading);
  return (
    <div {...storyblokEditable(blok)} className="space-y-5 [counter-reset:list-number]">
      {heading ? <h3 className="text-xl font-semibold md:text-2xl">{heading}</h3> : null}
      {shown.length ? <ItemList items={shown} /> : null}
      {hidden.length ? (
        <details onToggle={focusFirstRevealed} className="group">
          <summary className="inline-flex cursor-pointer list-none items-center rounded-md border-2 border-current px-5 py-2.5 font-semibold transition-colors group-open:hidden hover:bg-current/10 [&::-webkit-details-marker]:hidden">
            {text(blok.button_label) || 'Show more'}
          </summary>
          <ItemList items={hidden} />
        </details>
      ) : null}
    </div>
  );
}

function ItemList({items}: {items: Blok[]}) {
  return (
    <ul className="space-y-5">
      {items.map((item, index) => (
        // Focusable by script only: where focus goes when the button that had it disappears.
        <li key={item._uid || index} tabIndex={-1} className="focus:outline-none">
          <Block blok={item} />
        </li>
      ))}
    </ul>
  );
}

/** The button hides itself once used; focus moves on to the first item it revealed. */
function focusFirstRevealed(event: SyntheticEvent<HTMLDetailsElement>) {
  if (!event.currentTarget.open) return;
  event.currentTarget.querySelector<HTMLElement>('li')?.focus();
}
