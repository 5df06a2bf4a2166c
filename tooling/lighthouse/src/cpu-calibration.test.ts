import { describe, expect, it } from 'vitest';
import { calibratedCpuSlowdown } from './cpu-calibration.ts';

describe('the CPU slowdown calibrated to the host', () => {
  it.each([
    ['the reference host', 2800, 4],
    ['a host twice as fast', 5600, 8],
    ['a host half as fast (2026-11-28)', 1400, 2],
    ['a host of index 1,100', 1100, 1.6],
    ['a host slower than the device stood for', 500, 1],
    ['no index measured', Number.NaN, 4],
    ['a nonsense index', 0, 4],
  ])('%s (index %d): %dx', (_case, index, slowdown) => {
    expect(calibratedCpuSlowdown(index)).toBe(slowdown);
  });
});
