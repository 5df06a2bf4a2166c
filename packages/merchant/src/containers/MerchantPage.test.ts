import { activeBrand } from '@paydeck/brand-config/active';
import { loadMerchantPage } from './MerchantPage';
import { ApiKeysSection } from './ApiKeysSection';
import { VerificationSection } from './VerificationSection';

// The route's loader waits for the code of the screen the path shows, so the page draws it at once (no skeleton that
// React would hold for 300 ms after the code came).
test.runIf(activeBrand.merchantApiEnabled).each([
  ['internal/api_key', ApiKeysSection],
  ['', VerificationSection],
  ['nowhere', VerificationSection],
])("the loader of /merchant/%s waits for the shown screen's code", async (path, screen) => {
  await expect(loadMerchantPage(path)).resolves.toBe(screen);
});
