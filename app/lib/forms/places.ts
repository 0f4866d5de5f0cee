/**
 * Countries and their regions (states, provinces) as address forms offer them. The lists are the
 * content system's `countries` and `provinces` datasources, so editors keep them; a region's value
 * names its country (`US-OR`, `CA-QC`).
 */
export interface Place {
  code: string;
  name: string;
}

export interface Places {
  countries: Place[];
  /** Regions by country code; a country without an entry has none. */
  regions: Record<string, Place[]>;
}

export const NO_PLACES: Places = {countries: [], regions: {}};

export function regionsOf(places: Places, country: string | undefined): Place[] {
  return (country && Object.hasOwn(places.regions, country) ? places.regions[country] : undefined) ?? [];
}

/** The places from the two datasources' entries (`name`, `value`). */
export function placesFromEntries(
  countries: {name: string; value: string}[],
  provinces: {name: string; value: string}[],
): Places {
  const regions: Record<string, Place[]> = {};
  for (const {name, value} of provinces) {
    const country = value.split('-')[0];
    if (!country || country === value) continue;
    (regions[country] ??= []).push({code: value, name});
  }
  return {countries: countries.map(({name, value}) => ({code: value, name})), regions};
}

/** The display name of a code in `list`, or the code itself. */
export function placeName(list: Place[], code: string): string {
  return list.find((place) => place.code === code)?.name ?? code;
}
