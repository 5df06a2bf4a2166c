import { resolutionStorageKey, useResolutionStore } from './resolution-store';

beforeEach(() => {
  useResolutionStore.getState().clear();
  localStorage.clear();
  sessionStorage.clear();
});

test('the chosen directors and the resolution id are kept in sessionStorage (spec 9), not localStorage', () => {
  useResolutionStore.getState().toggle('d1');
  useResolutionStore.getState().made('0b7e1a52-3c1f-4a8e-9d2b-6f4c1e2a9b10');
  const stored = JSON.parse(sessionStorage.getItem(resolutionStorageKey) ?? 'null');
  expect(stored.state).toEqual({ chosen: ['d1'], resolutionId: '0b7e1a52-3c1f-4a8e-9d2b-6f4c1e2a9b10' });
  expect(localStorage.getItem(resolutionStorageKey)).toBeNull();
  useResolutionStore.getState().clear();
  expect(sessionStorage.getItem(resolutionStorageKey)).toBeNull();
});
