import { journeyConfig } from './support/config.ts';

// The shell's smoke journeys (journeys/*.spec.ts): 404, CSP, the API on the app's origin, and one frame
// journey per brand against that brand's own build.
export default { ...journeyConfig('shell', { everyBrand: true }), testDir: './journeys' };
