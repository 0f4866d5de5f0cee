import {storyblokEditable} from '~/lib/content/storyblok/editable';
import type {SpacerBlok} from '~/lib/content/storyblok/types';
import {option} from './options';

const HEIGHT: Record<NonNullable<SpacerBlok['size']>, string> = {
  xs: 'h-2',
  sm: 'h-4',
  md: 'h-8',
  lg: 'h-12 md:h-16',
  xl: 'h-16 md:h-24',
};

export function Spacer({blok}: {blok: SpacerBlok}) {
  return (
    <div {...storyblokEditable(blok)} aria-hidden="true" className={option(HEIGHT, blok.size, 'md')} />
  );
}
