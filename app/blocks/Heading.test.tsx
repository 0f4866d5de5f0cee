import {describe, expect, it} from 'vitest';
import type {HeadingBlok} from '~/lib/content/storyblok/types';
import {Heading} from './Heading';
import {renderHtml} from './test-render';

const heading = (fields: Partial<HeadingBlok>): HeadingBlok => ({
  _uid: 'h',
  component: 'heading',
  text: 'Compostable cups',
  ...fields,
});

describe('Heading', () => {
  it('uses the level the editor chose', () => {
    expect(renderHtml(<Heading blok={heading({level: 'h4'})} />)).toMatch(/^<h4[^>]*>Compostable cups<\/h4>$/);
  });

  it('is an h2 when no level or an unknown one is set', () => {
    const unknownLevel = heading({level: 'h9' as HeadingBlok['level']});
    expect(renderHtml(<Heading blok={heading({})} />)).toMatch(/^<h2/);
    expect(renderHtml(<Heading blok={unknownLevel} />)).toMatch(/^<h2/);
  });

  it('puts the eyebrow above the heading as plain text, not another heading', () => {
    const html = renderHtml(<Heading blok={heading({eyebrow: 'New', align: 'center'})} />);
    expect(html).toMatch(/^<hgroup class="text-center"><p[^>]*>New<\/p><h2[^>]*>Compostable cups<\/h2><\/hgroup>$/);
  });

  it('renders nothing without text', () => {
    expect(renderHtml(<Heading blok={heading({text: '  '})} />)).toBe('');
    expect(renderHtml(<Heading blok={heading({text: undefined})} />)).toBe('');
  });
});
