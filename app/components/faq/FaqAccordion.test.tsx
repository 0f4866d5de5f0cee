import {describe, expect, it} from 'vitest';
import {renderAt} from '~/lib/test-render';
import {FaqAccordion} from './FaqAccordion';

describe('the FAQ accordion', () => {
  it('is one group of closed <details>, so the browser opens one at a time even without scripts', () => {
    const html = renderAt(
      <FaqAccordion
        group="faq-composting"
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
    expect(html.match(/<details name="faq-composting"/g)).toHaveLength(2);
    expect(html).not.toContain(' open');
    expect(html).toMatch(/<summary[^>]*><h2[^>]*>Question one\?<\/h2>/);
    expect(html).toContain('<p>Answer two.</p>');
    expect(html).toContain('href="/faq/composting/two"');
  });
});
