import {storyblokEditable} from '~/lib/content/storyblok/editable';
import type {TabItemBlok} from '~/lib/content/storyblok/types';
import {Blocks} from './Blocks';

/** The content of one tab; its title is drawn by the tabs around it. */
export function TabItem({blok}: {blok: TabItemBlok}) {
  return (
    <div {...storyblokEditable(blok)} className="space-y-4 text-lg leading-relaxed">
      <Blocks blocks={blok.body} />
    </div>
  );
}
