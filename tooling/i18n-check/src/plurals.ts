/** Plural categories a locale can select (CLDR, through Intl.PluralRules). */
export function allowedCategories(locale: string, ordinal: boolean): Set<string> {
  const rules = new Intl.PluralRules(locale, { type: ordinal ? 'ordinal' : 'cardinal' });
  return new Set(rules.resolvedOptions().pluralCategories);
}

/**
 * Categories a translation must spell out: those that whole numbers below 1000 reach. (es and pt
 * also have "many", reached only from a million on, where "other" reads right with digits.)
 */
export function requiredCategories(locale: string, ordinal: boolean): Set<string> {
  const rules = new Intl.PluralRules(locale, { type: ordinal ? 'ordinal' : 'cardinal' });
  const reached = new Set<string>(['other']);
  for (let n = 0; n < 1000; n++) reached.add(rules.select(n));
  return reached;
}
