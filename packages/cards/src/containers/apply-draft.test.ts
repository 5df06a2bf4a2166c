import { emptyDraft } from '../model/application';
import { applyDraftStorageKey, storedKeyFirst, useApplyDraftStore } from './apply-draft';

const stored = () => JSON.parse(sessionStorage.getItem(applyDraftStorageKey) ?? 'null')?.state;

beforeEach(() => {
  useApplyDraftStore.getState().reset();
});

test('what is chosen and typed is written to sessionStorage, to survive a reload', () => {
  useApplyDraftStore.getState().update('3', { kind: 'physical', productTypeId: 2006 });
  useApplyDraftStore.getState().update('3', { moved: true, newAddress: { ...emptyDraft.newAddress, city: 'London' } });
  expect(stored()).toMatchObject({
    owner: '3',
    draft: { kind: 'physical', productTypeId: 2006, moved: true, newAddress: { city: 'London' } },
  });
});

test('a reload reads the draft back', async () => {
  sessionStorage.setItem(
    applyDraftStorageKey,
    JSON.stringify({
      state: { owner: '3', draft: { kind: 'virtual', productTypeId: 2010 }, idempotencyKey: 'k-1' },
      version: 0,
    }),
  );
  await useApplyDraftStore.persist.rehydrate();
  const { owner, draft, idempotencyKey } = useApplyDraftStore.getState();
  expect(owner).toBe('3');
  // Fields an older draft lacks come from the empty draft
  expect(draft).toEqual({ ...emptyDraft, kind: 'virtual', productTypeId: 2010 });
  expect(idempotencyKey).toBe('k-1');
});

test('another customer (a company switch) starts from an empty draft and a new key', () => {
  useApplyDraftStore.getState().update('3', { kind: 'physical', feeAccountId: 11 });
  useApplyDraftStore.getState().setIdempotencyKey('k-3');
  useApplyDraftStore.getState().update('company-9', { productTypeId: 2010 });
  const { owner, draft, idempotencyKey } = useApplyDraftStore.getState();
  expect(owner).toBe('company-9');
  expect(draft).toEqual({ ...emptyDraft, productTypeId: 2010 });
  expect(idempotencyKey).toBeNull();
});

test('sending or cancelling clears the draft and its key', () => {
  useApplyDraftStore.getState().update('3', { kind: 'virtual' });
  useApplyDraftStore.getState().setIdempotencyKey('k-3');
  useApplyDraftStore.getState().reset();
  expect(stored()).toEqual({ owner: null, draft: emptyDraft, idempotencyKey: null });
});

test('the first key is the one an order was sent with before a reload; later ones are new', () => {
  useApplyDraftStore.getState().setIdempotencyKey('sent-before-reload');
  let counter = 0;
  const next = storedKeyFirst(() => `new-${++counter}`);
  expect(next()).toBe('sent-before-reload');
  expect(next()).toBe('new-1');
  expect(next()).toBe('new-2');
});

test('without an order sent before, the first key is new', () => {
  const next = storedKeyFirst(() => 'fresh');
  expect(next()).toBe('fresh');
});
