/** ISO 3166-1 alpha-2 codes of every country and territory with a regional-indicator flag. */
export const countryCodes: readonly string[] = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW ' +
  'BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI ' +
  'FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN ' +
  'IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME ' +
  'MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF ' +
  'PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV ' +
  'SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE ' +
  'YT ZA ZM ZW'
).split(' ');

export interface Country {
  /** ISO 3166-1 alpha-2 code, e.g. "LT". */
  id: string;
  /** The country's name in the interface language. */
  name: string;
  /** The flag emoji made of the code's two regional-indicator letters. */
  flag: string;
}

/** The flag emoji of an alpha-2 code ("LT" → 🇱🇹). */
export function flagEmoji(code: string): string {
  return String.fromCodePoint(...[...code.toUpperCase()].map((letter) => 0x1f1a5 + letter.charCodeAt(0)));
}

/**
 * Countries named in `locale` (a BCP 47 tag) and sorted by that name; `only` restricts the list
 * (e.g. the SEPA countries). Codes the platform cannot name keep the code as their name.
 */
export function countries(locale: string, only?: readonly string[]): Country[] {
  const names = new Intl.DisplayNames([locale, 'en'], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(locale);
  return (only ?? countryCodes)
    .map((id) => ({ id, name: names.of(id) ?? id, flag: flagEmoji(id) }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
