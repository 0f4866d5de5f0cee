import {storyblokEditable} from '~/lib/content/storyblok/editable';
import {RichText} from '~/components/RichText';
import {AccordionItem as Disclosure} from '~/components/ui/Accordion';
import type {AccordionItemBlok} from '~/lib/content/storyblok/types';
import {text} from './options';

/** One question of an accordion; on its own it opens and closes by itself. */
export function AccordionItem({blok}: {blok: AccordionItemBlok}) {
  const title = text(blok.title);
  if (!title) return null;
  return (
    <Disclosure {...storyblokEditable(blok)} title={title} defaultOpen={Boolean(blok.open_by_default)}>
      <RichText doc={blok.content} />
    </Disclosure>
  );
}
