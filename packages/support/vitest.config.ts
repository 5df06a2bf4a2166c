import { packageTestConfig } from '@paydeck/test-config/vitest';

export default packageTestConfig();
