let brandRegion: string | undefined;

/**
 * The brand's region (ISO 3166-1 alpha-2, brand-config's `region`): dates are written the
 * `${language}-${region}` way. Set once at start-up by `startLocale(brand)`; none until then.
 */
export function setDateRegion(region: string | undefined): void {
  brandRegion = region;
}

/** The region `setDateRegion` was given, if any. */
export const dateRegion = (): string | undefined => brandRegion;
