import type {IconListBlok, IconListItemBlok} from '~/lib/content/storyblok/types';
import {Band, BandHeader} from './band';
import {IconListItem} from './IconListItem';
import {blocksOf, option, text} from './options';

/** Spec section 5: an icon list shows at most six icons. */
export const MAX_ICONS = 6;

const COLUMNS: Record<NonNullable<IconListBlok['columns']>, string> = {
  '2': 'grid-cols-2',
  '3': 'grid-cols-2 lg:grid-cols-3',
  '4': 'grid-cols-2 lg:grid-cols-4',
  '6': 'grid-cols-2 md:grid-cols-3 lg:grid-cols-6',
};

/** Reasons, features or promises, each an icon and a few words. */
export function IconList({blok}: {blok: IconListBlok}) {
  const items = blocksOf<IconListItemBlok>(blok.items, 'icon-list-item').slice(0, MAX_ICONS);
  if (!items.length) return null;
  return (
    <Band blok={blok}>
      <BandHeader heading={text(blok.heading)} centered />
      <ul className={`grid gap-x-4 gap-y-8 md:gap-x-6 md:gap-y-10 ${option(COLUMNS, blok.columns, '3')}`}>
        {items.map((item) => (
          <li key={item._uid}>
            <IconListItem blok={item} />
          </li>
        ))}
      </ul>
    </Band>
  );
}
