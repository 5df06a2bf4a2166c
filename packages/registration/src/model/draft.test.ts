import { DRAFT_VERSION, emptyDraft, newDraftId, readDraft } from './draft';
import { completeDraft } from './fixtures';

describe('readDraft: a stored draft is parsed, never trusted', () => {
  test('a complete draft reads back unchanged', () => {
    expect(readDraft(JSON.parse(JSON.stringify(completeDraft())))).toEqual(completeDraft());
  });

  test.each([
    ['another version', { ...completeDraft(), version: '3.53' }],
    ['no version', { ...completeDraft(), version: undefined }],
    [
      'a share that is not a number',
      { ...completeDraft(), shareholders: [{ kind: 'person', personId: 'd1', share: '60' }] },
    ],
    ['a shareholder of an unknown kind', { ...completeDraft(), shareholders: [{ kind: 'trust', share: 10 }] }],
    ['persons that are not a list', { ...completeDraft(), persons: 'd1' }],
    ['a person without id', { ...completeDraft(), persons: [{ firstName: 'A' }] }],
    ['not an object', 'draft'],
    ['nothing', undefined],
  ])('%s is ignored (null)', (_case, stored) => {
    expect(readDraft(stored)).toBeNull();
  });

  test('a draft saved half-way takes defaults for what it lacks', () => {
    const draft = readDraft({ version: DRAFT_VERSION, persons: [{ id: 'p1', firstName: 'Ana' }] });
    expect(draft?.persons[0]).toMatchObject({
      id: 'p1',
      firstName: 'Ana',
      lastName: '',
      isUser: false,
      accessRights: 0,
    });
    expect(draft?.generalForm.name).toBe('');
    expect(draft?.directors).toEqual([]);
  });

  test('a password or a code put into the draft is dropped', () => {
    const tampered = {
      ...completeDraft(),
      password: 'demo-Pass-1',
      activationCode: 'ZX9CODE',
      generalForm: { ...completeDraft().generalForm, password: 'x' },
      persons: completeDraft().persons.map((person) => ({ ...person, otp: 'QQOTP77' })),
    };
    const text = JSON.stringify(readDraft(tampered));
    expect(text).toContain('Northwind');
    expect(text).not.toMatch(/"password"|"activationCode"|"otp"|demo-Pass-1|ZX9CODE|QQOTP77/);
  });
});

test('an empty draft is of the current version and holds nothing', () => {
  expect(emptyDraft()).toMatchObject({ version: '3.54', persons: [], companies: [], shareholders: [], directors: [] });
});

test('draft ids are random and distinct', () => {
  const ids = new Set(Array.from({ length: 200 }, newDraftId));
  expect(ids.size).toBe(200);
  for (const id of ids) expect(id).toMatch(/^[0-9a-f]{18}$/);
});
