/** Spec 1 §2 region choices and decisions §7 search region groups (US Census regions plus Canada). */
export const COUNTRIES = ['United States', 'Canada'] as const;
export type Country = (typeof COUNTRIES)[number];

export const US_STATES = [
  'Alabama',
  'Alaska',
  'Arizona',
  'Arkansas',
  'California',
  'Colorado',
  'Connecticut',
  'Delaware',
  'District of Columbia',
  'Florida',
  'Georgia',
  'Hawaii',
  'Idaho',
  'Illinois',
  'Indiana',
  'Iowa',
  'Kansas',
  'Kentucky',
  'Louisiana',
  'Maine',
  'Maryland',
  'Massachusetts',
  'Michigan',
  'Minnesota',
  'Mississippi',
  'Missouri',
  'Montana',
  'Nebraska',
  'Nevada',
  'New Hampshire',
  'New Jersey',
  'New Mexico',
  'New York',
  'North Carolina',
  'North Dakota',
  'Ohio',
  'Oklahoma',
  'Oregon',
  'Pennsylvania',
  'Rhode Island',
  'South Carolina',
  'South Dakota',
  'Tennessee',
  'Texas',
  'Utah',
  'Vermont',
  'Virginia',
  'Washington',
  'West Virginia',
  'Wisconsin',
  'Wyoming',
] as const;

export const CANADIAN_PROVINCES = [
  'Alberta',
  'British Columbia',
  'Manitoba',
  'New Brunswick',
  'Newfoundland and Labrador',
  'Northwest Territories',
  'Nova Scotia',
  'Nunavut',
  'Ontario',
  'Prince Edward Island',
  'Quebec',
  'Saskatchewan',
  'Yukon',
] as const;

export function regionsForCountry(country: string | null | undefined): readonly string[] {
  if (country === 'United States') return US_STATES;
  if (country === 'Canada') return CANADIAN_PROVINCES;
  return [];
}

/**
 * Regions are canonical so recruiter region search stays exact: empty, or one of the country's states
 * (50 + DC) or provinces and territories (13), spelled as listed. The reason a region is refused, or null.
 */
export function regionError(
  country: string | null | undefined,
  region: string | null | undefined,
): string | null {
  const value = (region ?? '').trim();
  if (value === '') return null;
  const options = regionsForCountry(country);
  if (options.length === 0)
    return 'Choose the country (United States or Canada) before the state or province';
  if (options.includes(value)) return null;
  return country === 'Canada'
    ? 'Region must be one of the provinces or territories of Canada'
    : 'Region must be one of the states of the United States (or District of Columbia)';
}

export const REGION_GROUPS = ['Northeast', 'Midwest', 'South', 'West', 'Canada'] as const;
export type RegionGroup = (typeof REGION_GROUPS)[number];

const CENSUS: Record<Exclude<RegionGroup, 'Canada'>, readonly string[]> = {
  Northeast: [
    'Connecticut',
    'Maine',
    'Massachusetts',
    'New Hampshire',
    'Rhode Island',
    'Vermont',
    'New Jersey',
    'New York',
    'Pennsylvania',
  ],
  Midwest: [
    'Illinois',
    'Indiana',
    'Michigan',
    'Ohio',
    'Wisconsin',
    'Iowa',
    'Kansas',
    'Minnesota',
    'Missouri',
    'Nebraska',
    'North Dakota',
    'South Dakota',
  ],
  South: [
    'Delaware',
    'District of Columbia',
    'Florida',
    'Georgia',
    'Maryland',
    'North Carolina',
    'South Carolina',
    'Virginia',
    'West Virginia',
    'Alabama',
    'Kentucky',
    'Mississippi',
    'Tennessee',
    'Arkansas',
    'Louisiana',
    'Oklahoma',
    'Texas',
  ],
  West: [
    'Arizona',
    'Colorado',
    'Idaho',
    'Montana',
    'Nevada',
    'New Mexico',
    'Utah',
    'Wyoming',
    'Alaska',
    'California',
    'Hawaii',
    'Oregon',
    'Washington',
  ],
};

/** The state or province names a search region group covers. */
export function regionsInGroup(group: RegionGroup): readonly string[] {
  return group === 'Canada' ? CANADIAN_PROVINCES : CENSUS[group];
}
