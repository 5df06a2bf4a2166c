import { journeyConfig } from './support/config.ts';

// The shell's smoke journeys (journeys/*.spec.ts) against the app's build: 404, CSP, the API on the app's origin,
// the header's navigation (every section reachable at 1280 and 1024 px). Each brand's frame: frames/.
export default { ...journeyConfig('shell'), testDir: './journeys' };
