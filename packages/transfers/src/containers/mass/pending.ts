// The mass transfer waiting for its confirm screen (the file cannot travel in the address): kept in memory and
// in this tab's sessionStorage (never localStorage), so a reload of the confirm screen loses nothing
// (pending-entry.ts). Forgotten after the submit, when the person leaves the mass screens, and on logout (which
// empties sessionStorage; registerLogoutCleanup empties the memory).
import { registerLogoutCleanup } from '@paydeck/auth';
import type { MassTransferInput } from '../../api/mass-transfers';
import type { MassUploadValues } from '../../components/mass/MassUploadScreen';
import { fileOfStored, MAX_KEPT_FILE_BYTES, parseStoredMass, type StoredMass, storedFileOf } from './pending-entry';

export const massPendingStorageKey = 'paydeck.transfers.mass-pending';

export interface PendingMass {
  /** A new one per upload: the summary's query key and the submit's intent. */
  id: string;
  /** The customer acted for. */
  owner: string;
  input: MassTransferInput & { file: File | null };
  accountNumber: string;
  /** The Idempotency-Key of the last submit sent, if any. */
  submitKey: string | null;
}

export type PendingRead =
  | { state: 'ready'; pending: PendingMass }
  /** The file was too large to keep: known until a reload, then only its name (to ask for it again). */
  | { state: 'fileNotKept'; pending: PendingMass; fileName: string }
  | { state: 'none' };

let memory: PendingMass | null = null;

const storage = {
  get: (): string | null => {
    try {
      return globalThis.sessionStorage?.getItem(massPendingStorageKey) ?? null;
    } catch {
      return null;
    }
  },
  /** False when the browser refused (blocked or full). */
  set: (value: string): boolean => {
    try {
      globalThis.sessionStorage.setItem(massPendingStorageKey, value);
      return true;
    } catch {
      return false;
    }
  },
  remove: (): void => {
    try {
      globalThis.sessionStorage?.removeItem(massPendingStorageKey);
    } catch {
      // storage blocked: nothing kept
    }
  },
};

export const newPendingId = (): string => globalThis.crypto.randomUUID();

/** What the upload form held, to fill it again when the person goes back. */
export const valuesOf = ({ input }: PendingMass): MassUploadValues => ({
  batchName: input.batchName,
  accountId: input.accountId,
  file: input.file,
  text: input.text ?? '',
});

function toStored(pending: PendingMass, file: StoredMass['file']): StoredMass {
  const { input } = pending;
  return {
    version: 1,
    id: pending.id,
    owner: pending.owner,
    rail: input.rail,
    accountId: input.accountId,
    accountNumber: pending.accountNumber,
    batchName: input.batchName,
    fromEmailId: input.fromEmailId ?? null,
    text: input.file ? null : (input.text ?? null),
    file,
    submitKey: pending.submitKey,
  };
}

/** Keeps the upload for this tab: in memory at once, in sessionStorage once the file's bytes are read. */
export async function keepPendingMass(pending: PendingMass, maxFileBytes = MAX_KEPT_FILE_BYTES): Promise<void> {
  memory = pending;
  storage.remove(); // an older upload must never come back in place of this one
  const file = pending.input.file ? await storedFileOf(pending.input.file, maxFileBytes) : null;
  if (memory !== pending) return; // replaced or forgotten meanwhile
  const stored = toStored(pending, file);
  // The browser's quota may refuse even a capped file: keep its name only, asked for again after a reload.
  if (!storage.set(JSON.stringify(stored)) && file?.base64) {
    storage.set(JSON.stringify({ ...stored, file: { ...file, base64: null } }));
  }
}

/** The pending upload of `owner` for the confirm screen of `kind` (memory first, then this tab's storage). */
export function readPendingMass(owner: string, kind?: 'external' | 'p2p'): PendingRead {
  const fits = (rail: string) => kind === undefined || (rail === 'p2p') === (kind === 'p2p');
  if (memory) {
    return memory.owner === owner && fits(memory.input.rail) ? { state: 'ready', pending: memory } : { state: 'none' };
  }
  const raw = storage.get();
  const stored = parseStoredMass(raw);
  if (!stored) {
    if (raw !== null) storage.remove(); // damaged: the empty state, and nothing left to trip on
    return { state: 'none' };
  }
  if (stored.owner !== owner || !fits(stored.rail)) return { state: 'none' };
  const file = fileOfStored(stored.file);
  const pending: PendingMass = {
    id: stored.id,
    owner: stored.owner,
    accountNumber: stored.accountNumber,
    submitKey: stored.submitKey,
    input: {
      rail: stored.rail,
      accountId: stored.accountId,
      batchName: stored.batchName,
      file,
      text: stored.text,
      fromEmailId: stored.fromEmailId,
    },
  };
  if (stored.file && !file) return { state: 'fileNotKept', pending, fileName: stored.file.name };
  memory = pending;
  return { state: 'ready', pending };
}

/** Remembers the key a submit is sent with (before it is sent): a reload then sends the same key again. */
export function rememberSubmitKey(id: string, submitKey: string): void {
  if (memory?.id === id) memory = { ...memory, submitKey };
  const stored = parseStoredMass(storage.get());
  if (stored?.id === id) storage.set(JSON.stringify({ ...stored, submitKey }));
}

export function forgetPendingMass(): void {
  memory = null;
  storage.remove();
}

/** The mass screens between which the upload is kept; any other address is leaving them (the upload is forgotten). */
const MASS_SCREENS = /^\/transfer\/(mass\/(wire|eft|oct|digital|p2p)(\/confirm)?|external\/mass\/confirm)\/?$/;
export const isMassScreen = (pathname: string): boolean => MASS_SCREENS.test(pathname);

registerLogoutCleanup(() => {
  memory = null;
});
