import {describe, expect, it} from 'vitest';
import {composterDirectory, findState, stateSlug} from './composters';

const site = (url: string) => ({linktype: 'url', url, cached_url: url, fieldtype: 'multilink', id: ''});

describe('composterDirectory', () => {
  const directory = composterDirectory([
    {name: 'Tualatin Valley Compost Works', region: 'Portland Metro', state: 'Oregon', link: site('https://tualatin.example')},
    {name: 'Ashland Community Compost Site', region: 'Southern Oregon', state: 'Oregon', link: site('')},
    {name: 'Columbia Slough Organics', region: 'Portland Metro', state: 'Oregon'},
    {name: 'Gowanus Community Compost', region: 'New York City', state: 'New York', link: site('https://gowanus.example')},
    {name: 'No region', state: 'Oregon'},
    {name: '  ', region: 'Nowhere', state: 'Oregon'},
  ]);

  it('groups locations by state and region, each level sorted by name', () => {
    expect(directory.map((state) => state.name)).toEqual(['New York', 'Oregon']);
    const oregon = directory[1];
    expect(oregon.slug).toBe('oregon');
    expect(oregon.regions.map((region) => region.name)).toEqual(['Portland Metro', 'Southern Oregon']);
    expect(oregon.regions[0].locations.map((location) => location.name)).toEqual([
      'Columbia Slough Organics',
      'Tualatin Valley Compost Works',
    ]);
  });

  it('keeps a website only when there is one, and leaves out what cannot be placed', () => {
    const portland = directory[1].regions[0].locations;
    expect(portland[0].link).toBeNull();
    expect(portland[1].link).toEqual({linktype: 'url', url: 'https://tualatin.example'});
    expect(directory[1].regions[1].locations).toEqual([{name: 'Ashland Community Compost Site', link: null}]);
    expect(directory.flatMap((state) => state.regions).map((region) => region.name)).not.toContain('Nowhere');
  });
});

describe('findState', () => {
  const directory = composterDirectory([{name: 'A', region: 'B', state: 'North Carolina'}]);

  it('finds a state by its slug or its name, in any case', () => {
    expect(findState(directory, 'north-carolina')?.name).toBe('North Carolina');
    expect(findState(directory, 'North Carolina')?.name).toBe('North Carolina');
    expect(findState(directory, 'NORTH-CAROLINA')?.name).toBe('North Carolina');
  });

  it('finds nothing for an unknown or empty request', () => {
    expect(findState(directory, 'ontario')).toBeUndefined();
    expect(findState(directory, '')).toBeUndefined();
    expect(findState(directory, null)).toBeUndefined();
  });
});

describe('stateSlug', () => {
  it('makes an address-friendly name', () => {
    expect(stateSlug(' New York ')).toBe('new-york');
    expect(stateSlug('Québec')).toBe('quebec');
  });
});
