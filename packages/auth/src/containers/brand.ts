import { activeBrand } from '@paydeck/brand-config/active';

/** The active brand's store links (migration notice, scp-mobile). */
export const storeLinks = {
  appStoreUrl: activeBrand.mobileApp.appStoreUrl,
  googlePlayUrl: activeBrand.mobileApp.googlePlayUrl,
};
