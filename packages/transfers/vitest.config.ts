import { packageTestConfig } from '@paydeck/test-config/vitest';

// The api and model are React-free: node is enough.
export default packageTestConfig({ environment: 'node' });
