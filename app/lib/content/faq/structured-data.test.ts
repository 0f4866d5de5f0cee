import {describe, expect, it} from 'vitest';
import {faqPageJsonLd} from './structured-data';

describe('FAQPage structured data', () => {
  it('lists each question with its answer as HTML, and leaves out questions without one', () => {
    expect(
      faqPageJsonLd(
        [
          {question: 'Do you offer free shipping?', answerHtml: '<p>Yes, over $150.</p>'},
          {question: 'Empty?', answerHtml: ''},
        ],
        'https://shop.example/faq/orders-shipping',
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      url: 'https://shop.example/faq/orders-shipping',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Do you offer free shipping?',
          acceptedAnswer: {'@type': 'Answer', text: '<p>Yes, over $150.</p>'},
        },
      ],
    });
  });
});
