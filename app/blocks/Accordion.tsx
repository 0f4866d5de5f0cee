import {storyblokEditable} from '~/lib/content/storyblok/editable';
import {Accordion as AccordionGroup} from '~/components/ui/Accordion';
import type {AccordionBlok, AccordionItemBlok} from '~/lib/content/storyblok/types';
import {AccordionItem} from './AccordionItem';
import {blocksOf, text} from './options';

/** Questions and answers that open in place; one at a time unless the editor allows several. */
export function Accordion({blok}: {blok: AccordionBlok}) {
  const items = blocksOf<AccordionItemBlok>(blok.items, 'accordion-item');
  if (!items.length) return null;
  const heading = text(blok.heading);
  return (
    <div {...storyblokEditable(blok)} className="space-y-4">
      {heading ? <h2 className="text-2xl font-bold tracking-tight md:text-3xl">{heading}</h2> : null}
      <AccordionGroup exclusive={!blok.allow_multiple}>
        {items.map((item) => (
          <AccordionItem key={item._uid} blok={item} />
        ))}
      </AccordionGroup>
    </div>
  );
}
