import { parseStoredMass } from './pending-entry';
import {
  forgetPendingMass,
  isMassScreen,
  keepPendingMass,
  massPendingStorageKey,
  type PendingMass,
  readPendingMass,
  rememberSubmitKey,
} from './pending';

const csv =
  'beneficiaryName,iban,swift,bankCountry,paymentPurpose,amount,currency,description\nHans,DE89,X,DE,goods,1.00,EUR,\n';
const upload = (over: Partial<PendingMass['input']> = {}, id = 'u1'): PendingMass => ({
  id,
  owner: '42',
  accountNumber: 'PD0000000019',
  submitKey: null,
  input: {
    rail: 'wire',
    accountId: 19,
    batchName: 'November',
    file: new File([csv], 'wires.csv', { type: 'text/csv' }),
    text: null,
    fromEmailId: null,
    ...over,
  },
});
const stored = () => sessionStorage.getItem(massPendingStorageKey);
/** A reload: the module's memory is gone, the tab's sessionStorage stays. */
async function reload() {
  const saved = stored();
  forgetPendingMass();
  if (saved !== null) sessionStorage.setItem(massPendingStorageKey, saved);
}

describe('the pending mass upload', () => {
  beforeEach(() => {
    forgetPendingMass();
    localStorage.clear();
  });

  test('a file survives a reload byte for byte, with its name and type; nothing goes to localStorage', async () => {
    await keepPendingMass(upload());
    await reload();
    const read = readPendingMass('42', 'external');
    expect(read.state).toBe('ready');
    if (read.state !== 'ready') return;
    expect(read.pending.input.batchName).toBe('November');
    expect(read.pending.input.accountId).toBe(19);
    expect(read.pending.accountNumber).toBe('PD0000000019');
    expect(read.pending.input.file?.name).toBe('wires.csv');
    expect(read.pending.input.file?.type).toBe('text/csv');
    expect(await read.pending.input.file?.text()).toBe(csv);
    expect(localStorage.length).toBe(0);
  });

  test('pasted text survives a reload (p2p, with the sender e-mail)', async () => {
    const text = 'cleo@example.com,10.00,EUR,Lunch';
    await keepPendingMass(upload({ rail: 'p2p', file: null, text, fromEmailId: 'rosa@example.com' }));
    await reload();
    const read = readPendingMass('42', 'p2p');
    expect(read.state === 'ready' && read.pending.input).toMatchObject({
      text,
      file: null,
      fromEmailId: 'rosa@example.com',
    });
  });

  test('a file over the cap works until a reload, then only its name is known (to choose it again)', async () => {
    await keepPendingMass(upload(), 10);
    expect(readPendingMass('42', 'external').state).toBe('ready');
    await reload();
    const read = readPendingMass('42', 'external');
    expect(read.state).toBe('fileNotKept');
    expect(read.state === 'fileNotKept' && [read.fileName, read.pending.input.batchName]).toEqual([
      'wires.csv',
      'November',
    ]);
  });

  test('storage refusing the bytes (quota) keeps the name only', async () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementationOnce(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    await keepPendingMass(upload());
    setItem.mockRestore();
    expect(parseStoredMass(stored())?.file).toEqual({ name: 'wires.csv', type: 'text/csv', base64: null });
  });

  test('a new upload the storage refuses leaves no older one to come back after a reload', async () => {
    await keepPendingMass(upload());
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    await keepPendingMass(upload({ rail: 'p2p', file: null, text: 'a@b.c,1.00,EUR,x' }, 'u2'));
    setItem.mockRestore();
    expect(readPendingMass('42', 'p2p').state).toBe('ready'); // until a reload, from memory
    await reload();
    expect(readPendingMass('42', 'external').state).toBe('none');
  });

  test.each([
    ['not JSON', '{"version":1,'],
    ['another shape', JSON.stringify({ version: 1, rail: 'wire' })],
    ['an unknown rail', JSON.stringify({ version: 2 })],
    ['bytes that are not base64', null],
    ['both text and a file', null],
  ])('a damaged entry (%s) is nothing, and is removed', async (damage, raw) => {
    await keepPendingMass(upload());
    const entry = JSON.parse(stored() ?? '{}');
    const broken =
      raw ??
      JSON.stringify(
        damage === 'both text and a file'
          ? { ...entry, text: 'a,b' }
          : { ...entry, file: { ...entry.file, base64: '%%%' } },
      );
    forgetPendingMass();
    sessionStorage.setItem(massPendingStorageKey, broken);
    expect(readPendingMass('42', 'external')).toEqual({ state: 'none' });
    expect(stored()).toBeNull();
  });

  test.each([
    ['another customer', '7', 'external'],
    ['the other confirm screen', '42', 'p2p'],
  ] as const)('nothing for %s', async (_case, owner, kind) => {
    await keepPendingMass(upload());
    await reload();
    expect(readPendingMass(owner, kind).state).toBe('none');
  });

  test('the submit key is kept over a reload; forgetting empties memory and storage', async () => {
    await keepPendingMass(upload());
    rememberSubmitKey('u1', 'key-1');
    await reload();
    const read = readPendingMass('42', 'external');
    expect(read.state === 'ready' && read.pending.submitKey).toBe('key-1');
    forgetPendingMass();
    expect(stored()).toBeNull();
    expect(readPendingMass('42', 'external').state).toBe('none');
  });

  test.each([
    ['/transfer/mass/wire', true],
    ['/transfer/mass/digital', true],
    ['/transfer/mass/p2p/confirm', true],
    ['/transfer/external/mass/confirm', true],
    ['/transfer/mass/global', false],
    ['/transfer/external', false],
    ['/history/batch-transfers', false],
    ['/transfer/mass/wire/other', false],
  ])('%s is a mass screen (the upload is kept): %s', (path, kept) => {
    expect(isMassScreen(path)).toBe(kept);
  });
});
