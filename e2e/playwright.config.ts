import { journeyConfig } from './support/config.ts';

// The shell's smoke journeys (journeys/*.spec.ts): 404, CSP, the API on the app's origin, the header's navigation
// (every section reachable at 1280 and 1024 px), and one frame journey per brand against that brand's own build.
export default { ...journeyConfig('shell', { everyBrand: true }), testDir: './journeys' };
