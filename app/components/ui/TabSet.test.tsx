import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {nextTabIndex, TabSet} from './TabSet';

describe('nextTabIndex', () => {
  it('moves with the arrow keys, wrapping round, and jumps with Home and End', () => {
    expect(nextTabIndex('ArrowRight', 0, 3)).toBe(1);
    expect(nextTabIndex('ArrowRight', 2, 3)).toBe(0);
    expect(nextTabIndex('ArrowLeft', 0, 3)).toBe(2);
    expect(nextTabIndex('Home', 2, 3)).toBe(0);
    expect(nextTabIndex('End', 0, 3)).toBe(2);
    expect(nextTabIndex('Enter', 1, 3)).toBeNull();
  });
});

describe('TabSet', () => {
  const tabs = [
    {id: 'quote', title: 'Quote', panel: 'We reply in a day.'},
    {id: 'proof', title: 'Proof', panel: 'A digital proof.'},
  ];

  it('marks the chosen tab selected and in the tab order, each tab a link to its panel', () => {
    const html = renderToStaticMarkup(<TabSet tabs={tabs} defaultIndex={1} />);
    expect(html).toMatch(/<a role="tab" id="quote-tab" href="#quote" aria-controls="quote" aria-selected="false" tabindex="-1"/);
    expect(html).toMatch(/<a role="tab" id="proof-tab" href="#proof" aria-controls="proof" aria-selected="true" tabindex="0"/);
    expect(html).toMatch(/role="tabpanel" id="proof" aria-labelledby="proof-tab" data-selected="true"/);
  });

  it('starts on the first tab when the chosen one does not exist', () => {
    expect(renderToStaticMarkup(<TabSet tabs={tabs} defaultIndex={7} />)).toMatch(
      /id="quote-tab"[^>]*aria-selected="true"/,
    );
  });
});
