import { journeyConfig } from '@paydeck/e2e/config';

// This package's browser journeys (e2e/*.spec.ts) against the production build and a fresh sandbox.
export default journeyConfig('support');
