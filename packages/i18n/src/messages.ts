import { defineMessage } from '@lingui/core/macro';

/**
 * "# account(s)": a count of accounts for lists and summaries; also the message the plural
 * tests run through the compiled catalogs (ru and uk have one/few/many/other).
 * Use: `i18n._({ ...accountsCount, values: { count } })`.
 */
export const accountsCount = defineMessage({
  message: '{count, plural, one {# account} other {# accounts}}',
  comment: 'A number of bank accounts, e.g. "3 accounts"',
});
