import {storyblokEditable} from '~/lib/content/storyblok/editable';
import type {ReactElement} from 'react';
import {CheckIcon, LeafIcon} from '~/components/icons';
import {RichText} from '~/components/RichText';
import type {ListItemBlok} from '~/lib/content/storyblok/types';

type Marker = NonNullable<ListItemBlok['icon']>;

const MARKER_BOX = 'mt-0.5 inline-flex size-7 shrink-0 items-center justify-center rounded-full';

/**
 * The marker before each item. Numbers count with a CSS counter that the list around the items
 * resets (`[counter-reset:list-number]`), so they follow the items' order wherever they sit.
 */
const MARKERS: Record<Marker, ReactElement> = {
  check: (
    <span className={`${MARKER_BOX} bg-emerald-100 text-emerald-800`}>
      <CheckIcon className="size-4" />
    </span>
  ),
  leaf: (
    <span className={`${MARKER_BOX} bg-lime-100 text-lime-800`}>
      <LeafIcon className="size-4" />
    </span>
  ),
  dot: (
    <span className={MARKER_BOX}>
      <span className="size-2 rounded-full bg-emerald-700" />
    </span>
  ),
  number: (
    <span
      className={`${MARKER_BOX} bg-emerald-800 text-sm font-bold text-white before:content-[counter(list-number)]`}
    />
  ),
};

/** One line of a list, with a check, leaf, dot or its number before it. */
export function ListItem({blok}: {blok: ListItemBlok}) {
  if (!blok.text || !Array.isArray(blok.text.content)) return null;
  const marker =
    typeof blok.icon === 'string' && Object.hasOwn(MARKERS, blok.icon) ? blok.icon : 'check';
  return (
    <div {...storyblokEditable(blok)} className="flex items-start gap-3 [counter-increment:list-number]">
      {MARKERS[marker]}
      <div className="space-y-2 text-lg leading-relaxed">
        <RichText doc={blok.text} />
      </div>
    </div>
  );
}
