import {describe, expect, it} from 'vitest';
import {renderWithRouter} from '../../tests/render';
import {RatingSummary, Stars} from './Rating';

describe('Stars', async () => {
  it('fills stars to the half below and reads the rating out', async () => {
    const html = await renderWithRouter(<Stars rating={4.7} />);
    expect(html).toContain('aria-label="Rated 4.5 out of 5"');
    // Four whole stars and half the fifth: 4 × (24 + 3) + 12 of the row's 132.
    expect(html).toContain('style="--filled:90.91%"');
  });
});

describe('RatingSummary', async () => {
  it('shows stars and the average from 4 up, with the count', async () => {
    const html = await renderWithRouter(<RatingSummary average={4.62} count={1287} storeLevel />);
    expect(html).toContain('Rated 4.5 out of 5');
    expect(html).toContain('4.6');
    expect(html).toContain('1,287+ Store Reviews');
  });

  it('shows only the count below 4', async () => {
    const html = await renderWithRouter(<RatingSummary average={3.9} count={12} />);
    expect(html).not.toContain('Rated');
    expect(html).not.toContain('3.9');
    expect(html).toContain('12 Reviews');
  });

  it('shows nothing without reviews', async () => {
    expect(await renderWithRouter(<RatingSummary average={0} count={0} />)).toBe('');
  });
});
