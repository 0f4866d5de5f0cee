import {describe, expect, it} from 'vitest';
import {renderAt} from '../../../tests/render';
import {FaqAccordion} from './FaqAccordion';

describe('the FAQ accordion', () => {
  it('is one group of closed <details>, so the browser opens one at a time even without scripts', () => {
    const html = renderAt(
      <FaqAccordion
        questions={['one', 'two'].map((slug) => ({
          slug,
          categorySlug: 'composting',
          question: `Question ${slug}?`,
          answer: {
            type: 'doc',
            content: [{type: 'paragraph', content: [{type: 'text', text: `Answer ${slug}.`}]}],
          },
        }))}
      />,
    );
    const names = [...html.matchAll(/<details name="([^"]+)"/g)].map((match) => match[1]);
    expect(names).toHaveLength(2);
    expect(new Set(names).size).toBe(1);
    expect(html).not.toContain(' open');
    expect(html).toMatch(/<summary[^>]*><h2[^>]*>Question one\?<\/h2>/);
    expect(html).toContain('<p>Answer two.</p>');
    expect(html).toContain('href="/faq/composting/two"');
  });
});
