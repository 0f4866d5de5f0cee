import {storyblokEditable} from '~/lib/content/storyblok/editable';
import type {ComponentType} from 'react';
import type {Blok, ButtonGroupBlok} from '~/lib/content/storyblok/types';
import {BlockList} from './BlockList';
import {Button} from './Button';
import {JUSTIFY, option} from './options';

/** A group holds buttons only; it does not need the full registry (it is in the shell's set). */
const buttonOnly = (name: string) =>
  name === 'button' ? (Button as ComponentType<{blok: Blok}>) : undefined;

export function ButtonGroup({blok}: {blok: ButtonGroupBlok}) {
  return (
    <div
      {...storyblokEditable(blok)}
      className={`flex flex-wrap items-center gap-3 ${option(JUSTIFY, blok.align, 'left')}`}
    >
      <BlockList blocks={blok.buttons} componentOf={buttonOnly} />
    </div>
  );
}
