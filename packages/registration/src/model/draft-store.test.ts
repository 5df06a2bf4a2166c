import { DRAFT_VERSION, type Draft } from './draft';
import { draftStorageKey, hasDraftContent, useDraftStore } from './draft-store';
import { completeDraft } from './fixtures';

const stored = () => JSON.parse(sessionStorage.getItem(draftStorageKey) ?? 'null');

beforeEach(() => {
  useDraftStore.getState().clear();
  sessionStorage.clear();
  localStorage.clear();
});

test('each change is saved to sessionStorage (spec 9) under one key, and nothing to localStorage', () => {
  useDraftStore.getState().update(() => completeDraft());
  expect(stored().state.draft).toEqual(completeDraft());
  useDraftStore
    .getState()
    .update((draft) => ({ ...draft, generalForm: { ...draft.generalForm, name: 'Bluefin Ltd' } }));
  expect(stored().state.draft.generalForm.name).toBe('Bluefin Ltd');
  expect(Object.keys(sessionStorage)).toEqual([draftStorageKey]);
  expect(localStorage.getItem(draftStorageKey)).toBeNull();
});

test('a password or a code handed to the store is never written', () => {
  useDraftStore
    .getState()
    .update(() => ({ ...completeDraft(), password: 'demo-Pass-1', verificationCode: '4242' }) as Draft);
  const text = sessionStorage.getItem(draftStorageKey) ?? '';
  expect(text).toContain('Northwind');
  expect(text).not.toMatch(/password|verificationCode|demo-Pass-1|4242/);
});

test('changes are normalized (spec 4.4) before they are saved', () => {
  useDraftStore.getState().update(() => ({ ...completeDraft(), directors: ['d1'], owners: ['d1'], shareholders: [] }));
  expect(stored().state.draft.persons.map((person: { id: string }) => person.id)).toEqual(['d1']);
});

describe('reading back', () => {
  const rehydrate = async (value: unknown) => {
    sessionStorage.setItem(draftStorageKey, JSON.stringify({ state: { draft: value }, version: 0 }));
    await useDraftStore.persist.rehydrate();
    return useDraftStore.getState().draft;
  };
  test('a saved draft survives a reload', async () => {
    expect(await rehydrate(completeDraft())).toEqual(completeDraft());
  });
  test('a draft of another version is ignored, and not left behind in storage', async () => {
    expect(hasDraftContent(await rehydrate({ ...completeDraft(), version: '3.53' }))).toBe(false);
    expect(sessionStorage.getItem(draftStorageKey) ?? '').not.toContain('Northwind');
  });
  test('a broken draft is ignored, and not left behind in storage', async () => {
    const draft = await rehydrate({ version: DRAFT_VERSION, persons: [{ id: 7, firstName: 'Leftover' }] });
    expect(hasDraftContent(draft)).toBe(false);
    expect(sessionStorage.getItem(draftStorageKey) ?? '').not.toContain('Leftover');
  });
});

test('clear() forgets the draft here and in storage', () => {
  useDraftStore.getState().update(() => completeDraft());
  useDraftStore.getState().clear();
  expect(hasDraftContent(useDraftStore.getState().draft)).toBe(false);
  expect(sessionStorage.getItem(draftStorageKey)).toBeNull();
});
