import { journeyConfig } from '@paydeck/e2e/config';

// One frame journey per brand, each against that brand's own build (apps/web dist-brands/<id>, made by the e2e
// script first when stale): the only journeys that start six app servers.
export default { ...journeyConfig('frames', { everyBrand: true }), testDir: './journeys' };
