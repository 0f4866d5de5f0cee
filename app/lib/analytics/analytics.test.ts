import {afterEach, describe, expect, it, vi} from 'vitest';
import {pageviewEvents, pushToDataLayer} from './analytics';

describe('pageview analytics', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('describes a page view with its title and path, then activates optimization', () => {
    expect(pageviewEvents({title: 'About Us | Green Packaging', path: '/about?ref=footer'})).toEqual([
      {event: 'pageview', page_title: 'About Us | Green Packaging', page_path: '/about?ref=footer'},
      {event: 'optimize.activate'},
    ]);
  });

  it('creates the data layer when the tag manager has not', () => {
    vi.stubGlobal('window', {});
    pushToDataLayer({event: 'pageview'});
    expect(window.dataLayer).toEqual([{event: 'pageview'}]);
  });

  it('appends to an existing data layer without replacing it', () => {
    const dataLayer = [{event: 'gtm.js'}];
    vi.stubGlobal('window', {dataLayer});
    pushToDataLayer({event: 'pageview'}, {event: 'optimize.activate'});
    expect(window.dataLayer).toBe(dataLayer);
    expect(dataLayer.map((entry) => entry.event)).toEqual(['gtm.js', 'pageview', 'optimize.activate']);
  });
});
