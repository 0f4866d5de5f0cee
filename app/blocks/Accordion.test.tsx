import {describe, expect, it} from 'vitest';
import type {AccordionBlok} from '~/lib/content/storyblok/types';
import {Accordion} from './Accordion';
import {renderHtml} from './test-render';

const doc = (text: string) => ({type: 'doc' as const, content: [{type: 'paragraph', content: [{type: 'text', text}]}]});

const accordion = (fields: Partial<AccordionBlok>): AccordionBlok => ({
  _uid: 'a',
  component: 'accordion',
  items: [
    {_uid: '1', component: 'accordion-item', title: 'First?', content: doc('One'), open_by_default: true},
    {_uid: '2', component: 'accordion-item', title: 'Second?', content: doc('Two')},
  ],
  ...fields,
});

describe('Accordion', () => {
  it('groups its items so only one is open at a time', () => {
    const html = renderHtml(<Accordion blok={accordion({})} />);
    const names = [...html.matchAll(/<details name="([^"]+)"/g)].map((match) => match[1]);
    expect(names).toHaveLength(2);
    expect(names[0]).toBe(names[1]);
  });

  it('lets items open together when the editor allows it', () => {
    expect(renderHtml(<Accordion blok={accordion({allow_multiple: true})} />)).not.toContain('name=');
  });

  it('opens the items the editor marked open', () => {
    const html = renderHtml(<Accordion blok={accordion({})} />);
    expect(html).toMatch(/<details[^>]* open=""[^>]*><summary[^>]*>First\?/);
    expect(html).toMatch(/<details(?![^>]*open)[^>]*><summary[^>]*>Second\?/);
  });
});
