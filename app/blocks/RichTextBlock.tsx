import {storyblokEditable} from '~/lib/content/storyblok/editable';
import {RichText} from '~/components/RichText';
import type {RichTextBlok} from '~/lib/content/storyblok/types';
import {option, TEXT_ALIGN} from './options';

export function RichTextBlock({blok}: {blok: RichTextBlok}) {
  if (!blok.text || !Array.isArray(blok.text.content)) return null;
  return (
    <div
      {...storyblokEditable(blok)}
      className={`space-y-4 leading-relaxed ${option(TEXT_ALIGN, blok.align, 'left')}`}
    >
      <RichText doc={blok.text} />
    </div>
  );
}
