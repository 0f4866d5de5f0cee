import {describe, expect, it} from 'vitest';
import {resolveRegion} from './regions';

describe('resolveRegion', () => {
  it('stores a country given by its code under its name, as Shopify does', () => {
    expect(resolveRegion('DE', null)).toMatchObject({country: 'Germany', countryCode: 'DE'});
    expect(resolveRegion('germany', 'Berlin')).toMatchObject({country: 'Germany', countryCode: 'DE', province: 'Berlin'});
    expect(resolveRegion('CA', 'QC')).toMatchObject({country: 'Canada', countryCode: 'CA', province: 'Quebec'});
  });

  it('keeps a country it does not know as it was given', () => {
    expect(resolveRegion('Atlantis', null)).toMatchObject({country: 'Atlantis', countryCode: null});
  });
});
