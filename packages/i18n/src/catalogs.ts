/**
 * The catalogs a screen loads when it needs them, one per package (README, "Catalogs"). The start
 * catalog (`core`: the shell, ui, auth's public screens) is not listed: every page has it.
 *
 * - `auth`: auth's signed-in screens and the signed-in frame (idle warning, person menu, arrival
 *   notice) and every package's `src/navigation.ts` (the header's labels on every signed-in page);
 * - `auth-public`: auth's public screens other than sign-in (recovery, activation, legal, the mobile-app
 *   pages), loaded with their routes so the sign-in page does not carry them;
 * - one per feature package, named as the package folder: its `src/**` less `navigation.ts`.
 *
 * A package joins with one line here when it gets its first message (i18n:check fails on a message in a
 * file no catalog takes); lingui.config.ts and the loaders follow this list.
 */
export const catalogNames = [
  'auth',
  'auth-public',
  'accounts',
  'cards',
  'kyc',
  'registration',
  'transfers',
  'invoices',
  'merchant',
  'contracts',
  'support',
] as const;

export type CatalogName = (typeof catalogNames)[number];

export function isCatalogName(value: unknown): value is CatalogName {
  return typeof value === 'string' && (catalogNames as readonly string[]).includes(value);
}
