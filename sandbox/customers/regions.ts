/**
 * Countries and provinces a mailing address may name, by name or code, as Shopify resolves
 * `MailingAddressInput.country` / `province` into `countryCodeV2` / `provinceCode`.
 */
interface Country {
  code: string;
  name: string;
  provinces: Record<string, string>;
}

const US_STATES: Record<string, string> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  PR: 'Puerto Rico',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};

const CA_PROVINCES: Record<string, string> = {
  AB: 'Alberta',
  BC: 'British Columbia',
  MB: 'Manitoba',
  NB: 'New Brunswick',
  NL: 'Newfoundland and Labrador',
  NT: 'Northwest Territories',
  NS: 'Nova Scotia',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Prince Edward Island',
  QC: 'Quebec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
};

const COUNTRIES: Country[] = [
  {code: 'US', name: 'United States', provinces: US_STATES},
  {code: 'CA', name: 'Canada', provinces: CA_PROVINCES},
];

export interface ResolvedRegion {
  country: string | null;
  countryCode: string | null;
  province: string | null;
  provinceCode: string | null;
}

/** Names are normalised to Shopify's spelling; unknown countries and provinces are kept as given. */
export function resolveRegion(
  countryInput: string | null | undefined,
  provinceInput: string | null | undefined,
): ResolvedRegion {
  const countryText = countryInput?.trim() || null;
  const provinceText = provinceInput?.trim() || null;
  const country = countryText ? findCountry(countryText) : undefined;
  if (!country) {
    const other = countryText ? otherCountry(countryText) : null;
    return {
      country: other?.name ?? countryText,
      countryCode: other?.code ?? null,
      province: provinceText,
      provinceCode: null,
    };
  }
  const provinceCode = provinceText ? findProvinceCode(country, provinceText) : null;
  return {
    country: country.name,
    countryCode: country.code,
    province: provinceCode ? country.provinces[provinceCode] : provinceText,
    provinceCode,
  };
}

const REGION_NAMES = new Intl.DisplayNames(['en'], {type: 'region'});
let otherCountries: Map<string, {code: string; name: string}> | null = null;

/**
 * A country without provinces here, by its ISO code or its English name: Shopify stores its name
 * whichever was given (`DE` becomes Germany).
 */
function otherCountry(text: string): {code: string; name: string} | null {
  if (!otherCountries) {
    otherCountries = new Map();
    const letters = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];
    for (const code of letters.flatMap((first) => letters.map((second) => first + second))) {
      const name = REGION_NAMES.of(code);
      // Codes that name no country come back as they went in.
      if (!name || name === code) continue;
      otherCountries.set(code.toLowerCase(), {code, name});
      otherCountries.set(name.toLowerCase(), {code, name});
    }
  }
  return otherCountries.get(text.toLowerCase()) ?? null;
}

function findCountry(text: string): Country | undefined {
  const wanted = text.toLowerCase();
  return COUNTRIES.find(
    (country) =>
      country.code.toLowerCase() === wanted ||
      country.name.toLowerCase() === wanted ||
      (country.code === 'US' && ['united states of america', 'usa'].includes(wanted)),
  );
}

function findProvinceCode(country: Country, text: string): string | null {
  const wanted = text.toLowerCase();
  return (
    Object.entries(country.provinces).find(
      ([code, name]) => code.toLowerCase() === wanted || name.toLowerCase() === wanted,
    )?.[0] ?? null
  );
}
