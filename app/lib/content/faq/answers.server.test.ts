import {describe, expect, it} from 'vitest';
import {LOCALES} from '~/lib/i18n/locale';
import type {RichTextDoc} from '~/lib/content/storyblok/types';
import {faqAnswerHtml, richTextPlain} from './answers.server';

const [US, CA] = LOCALES;

const doc = (...content: RichTextDoc['content']): RichTextDoc => ({type: 'doc', content});
const paragraph = (...content: RichTextDoc['content']) => ({type: 'paragraph', content});
const text = (value: string, marks?: {type: string; attrs?: Record<string, unknown>}[]) => ({
  type: 'text',
  text: value,
  ...(marks ? {marks} : {}),
});

describe('an FAQ answer as HTML for structured data', () => {
  it('takes the structured-data answer: paragraphs and line breaks, every character escaped', () => {
    const html = faqAnswerHtml(
      {
        jsonLdAnswer: 'Orders over $150 ship free.\n\nUnder <$150>: "flat" rate & more\nper box.',
        answer: null,
      },
      US,
    );
    expect(html).toBe(
      '<p>Orders over $150 ship free.</p><p>Under &lt;$150&gt;: &quot;flat&quot; rate &amp; more<br>per box.</p>',
    );
  });

  it('falls back to the answer’s rich text, keeping lists, emphasis and safe links', () => {
    const answer = doc(
      paragraph(
        text('See '),
        text('our guide', [
          {type: 'link', attrs: {href: '/composting-locations', linktype: 'url'}},
        ]),
        text('.'),
      ),
      {
        type: 'bullet_list',
        content: [{type: 'list_item', content: [paragraph(text('Hot', [{type: 'bold'}]))]}],
      },
      {type: 'heading', attrs: {level: 1}, content: [text('Title')]},
    );
    expect(faqAnswerHtml({jsonLdAnswer: '', answer}, CA)).toBe(
      '<p>See <a href="/en-ca/composting-locations">our guide</a>.</p><ul><li><p><strong>Hot</strong></p></li></ul><h2>Title</h2>',
    );
  });

  it('drops what it does not know and every unsafe link, keeping the words', () => {
    const answer = doc(
      paragraph(
        text('Click', [{type: 'link', attrs: {href: 'javascript:alert(1)', linktype: 'url'}}]),
      ),
      {type: 'image', attrs: {src: 'https://x.example/a.png'}},
      {type: 'blok', content: [text('<script>alert(1)</script>')]},
      paragraph(
        text('"quoted"', [
          {type: 'link', attrs: {href: 'https://a.example/?q="><script>', linktype: 'url'}},
        ]),
      ),
    );
    const html = faqAnswerHtml({jsonLdAnswer: '', answer}, US);
    expect(html).toBe(
      '<p>Click</p>&lt;script&gt;alert(1)&lt;/script&gt;<p><a href="https://a.example/?q=&quot;&gt;&lt;script&gt;">&quot;quoted&quot;</a></p>',
    );
    expect(html).not.toMatch(/<script|javascript:|<img/);
  });

  it('is empty when there is no answer at all', () => {
    expect(faqAnswerHtml({jsonLdAnswer: '', answer: null}, US)).toBe('');
  });

  it('gives the answer’s words as plain text', () => {
    expect(
      richTextPlain(
        doc(paragraph(text('One '), text('two', [{type: 'bold'}])), paragraph(text('Three'))),
      ),
    ).toBe('One two\n\nThree');
  });
});
