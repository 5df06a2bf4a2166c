// @vitest-environment node
import { FaultTable } from './faults.ts';

describe('FaultTable', () => {
  test('without faults every call passes', () => {
    expect(new FaultTable().draw('balanceInquiry')).toEqual({ latencyMs: 0, action: 'none' });
  });

  test('drops alternate: before the effect, after it, before, after…', () => {
    const faults = new FaultTable();
    faults.set({ method: 'transferBetweenAccounts', dropRate: 1 });
    const actions = Array.from({ length: 4 }, () => faults.draw('transferBetweenAccounts').action);
    expect(actions).toEqual(['dropBefore', 'dropAfter', 'dropBefore', 'dropAfter']);
  });

  test.each([
    [{ status500Rate: 1 }, 'status500'],
    [{ malformedRate: 1 }, 'malformed'],
    [{ latencyMs: 20 }, 'none'],
  ] as const)('%j -> %s', (config, action) => {
    const faults = new FaultTable();
    faults.set({ method: 'm', ...config });
    expect(faults.draw('m').action).toBe(action);
  });

  test('a method-specific entry wins over "*"; other methods use "*"', () => {
    const faults = new FaultTable();
    faults.set({ method: '*', status500Rate: 1 });
    faults.set({ method: 'customerInfo', latencyMs: 5 });
    expect(faults.draw('customerInfo')).toEqual({ latencyMs: 5, action: 'none' });
    expect(faults.draw('balanceInquiry').action).toBe('status500');
  });

  test('a seed makes the draws repeatable; the rate holds roughly', () => {
    const run = () => {
      const faults = new FaultTable();
      faults.set({ method: 'm', dropRate: 0.3, seed: 42 });
      return Array.from({ length: 1000 }, () => faults.draw('m').action);
    };
    const first = run();
    expect(run()).toEqual(first);
    const drops = first.filter((a) => a !== 'none').length;
    expect(drops).toBeGreaterThan(250);
    expect(drops).toBeLessThan(350);
  });
});
