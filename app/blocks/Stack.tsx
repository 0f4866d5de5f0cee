import {storyblokEditable} from '~/lib/content/storyblok/editable';
import type {StackBlok} from '~/lib/content/storyblok/types';
import {Blocks} from './Blocks';
import {GAP, option, TEXT_ALIGN} from './options';

/** Children keep the full width (so images and rows fill it); align sets where their text sits. */
export function Stack({blok}: {blok: StackBlok}) {
  return (
    <div
      {...storyblokEditable(blok)}
      className={`flex flex-col ${option(GAP, blok.gap, 'md')} ${option(TEXT_ALIGN, blok.align, 'left')}`}
    >
      <Blocks blocks={blok.body} />
    </div>
  );
}
