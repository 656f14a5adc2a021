/**
 * Where the store ships (decision 0021): every country, with the United States and Canada
 * first in the list and their states and provinces chosen from a list (their carriers
 * need them). Zod-free, so the checkout form can read it without the validation chunk.
 */

/** Every ISO 3166-1 alpha-2 country code; screens name them with Intl.DisplayNames. */
export const COUNTRY_CODES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
  'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP ' +
  'KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT ' +
  'MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW ' +
  'SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG ' +
  'UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

const COUNTRY_SET = new Set(COUNTRY_CODES);

export function isCountryCode(value: string): boolean {
  return COUNTRY_SET.has(value);
}

/** Listed first (SPEC §5 named only these two); every other country follows by name. */
export const FIRST_COUNTRIES = ['US', 'CA'] as const;

/** The country a new checkout form starts with. */
export const DEFAULT_COUNTRY = 'US';

export interface RegionList {
  /** What the country calls them, for the field's label. */
  label: string;
  /** [code, name] in the order a shopper looks for them. */
  options: readonly (readonly [string, string])[];
}

const pairs = (list: string): [string, string][] =>
  list.split(';').map((entry) => {
    const [code, name] = entry.split('=') as [string, string];
    return [code, name];
  });

/** Countries whose addresses need a state or province from this list. */
export const REGIONS: Readonly<Record<string, RegionList>> = {
  US: {
    label: 'State',
    options: pairs(
      'AL=Alabama;AK=Alaska;AZ=Arizona;AR=Arkansas;CA=California;CO=Colorado;CT=Connecticut;DE=Delaware;' +
        'DC=District of Columbia;FL=Florida;GA=Georgia;HI=Hawaii;ID=Idaho;IL=Illinois;IN=Indiana;IA=Iowa;KS=Kansas;' +
        'KY=Kentucky;LA=Louisiana;ME=Maine;MD=Maryland;MA=Massachusetts;MI=Michigan;MN=Minnesota;MS=Mississippi;' +
        'MO=Missouri;MT=Montana;NE=Nebraska;NV=Nevada;NH=New Hampshire;NJ=New Jersey;NM=New Mexico;NY=New York;' +
        'NC=North Carolina;ND=North Dakota;OH=Ohio;OK=Oklahoma;OR=Oregon;PA=Pennsylvania;RI=Rhode Island;' +
        'SC=South Carolina;SD=South Dakota;TN=Tennessee;TX=Texas;UT=Utah;VT=Vermont;VA=Virginia;WA=Washington;' +
        'WV=West Virginia;WI=Wisconsin;WY=Wyoming;AS=American Samoa;GU=Guam;MP=Northern Mariana Islands;' +
        'PR=Puerto Rico;VI=U.S. Virgin Islands;AA=Armed Forces Americas;AE=Armed Forces Europe;AP=Armed Forces Pacific',
    ),
  },
  CA: {
    label: 'Province',
    options: pairs(
      'AB=Alberta;BC=British Columbia;MB=Manitoba;NB=New Brunswick;NL=Newfoundland and Labrador;' +
        'NT=Northwest Territories;NS=Nova Scotia;NU=Nunavut;ON=Ontario;PE=Prince Edward Island;QC=Quebec;' +
        'SK=Saskatchewan;YT=Yukon',
    ),
  },
};

/** The region list a country's addresses choose from, or null where the state is free text and optional. */
export function regionsOf(country: string): RegionList | null {
  return Object.hasOwn(REGIONS, country) ? REGIONS[country]! : null;
}

/**
 * Built once, on first use: building an Intl.DisplayNames costs far more than asking it a
 * name, and the country list asks for about 250.
 */
let regionNames: Intl.DisplayNames | undefined;

/** A country's name in English ("KG" → "Kyrgyzstan"), the code itself if unknown. */
export function countryName(code: string): string {
  try {
    regionNames ??= new Intl.DisplayNames(['en'], { type: 'region' });
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}

export interface CountryOption {
  code: string;
  name: string;
}

let options: readonly CountryOption[] | undefined;

/** The country list as a form shows it: the first countries, then the rest by name. Made once. */
export function countryOptions(): readonly CountryOption[] {
  if (options) return options;
  // One collator for the whole sort: localeCompare with a locale builds one per comparison.
  const byName = new Intl.Collator('en');
  const first = FIRST_COUNTRIES.map((code) => ({ code, name: countryName(code) }));
  const rest = COUNTRY_CODES.filter((code) => !(FIRST_COUNTRIES as readonly string[]).includes(code))
    .map((code) => ({ code, name: countryName(code) }))
    .sort((a, b) => byName.compare(a.name, b.name));
  options = [...first, ...rest];
  return options;
}

/** A state's name for an address line ("US", "NY" → "New York"); free-text states as given. */
export function regionName(country: string, state: string | null | undefined): string {
  if (!state) return '';
  return regionsOf(country)?.options.find(([code]) => code === state)?.[1] ?? state;
}
