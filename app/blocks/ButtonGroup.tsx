import {storyblokEditable} from '@storyblok/react';
import type {ButtonGroupBlok} from '~/lib/storyblok/types';
import {Blocks} from './Blocks';
import {JUSTIFY, option} from './options';

export function ButtonGroup({blok}: {blok: ButtonGroupBlok}) {
  return (
    <div
      {...storyblokEditable(blok)}
      className={`flex flex-wrap items-center gap-3 ${option(JUSTIFY, blok.align, 'left')}`}
    >
      <Blocks blocks={blok.buttons} />
    </div>
  );
}
