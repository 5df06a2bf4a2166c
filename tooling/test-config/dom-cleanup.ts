import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts after each test by registering this hook when it is first imported. The files
// of a package share one module graph (vitest.ts), so that import happens once: every file registers it here.
afterEach(() => cleanup());
