// The mass transfer waiting for its confirm screen (the file cannot travel in the address): kept in memory
// only, for this tab; a reload or a direct visit finds nothing and the confirm screen says so (empty state).
import type { MassTransferInput } from '../../api/mass-transfers';
import type { MassUploadValues } from '../../components/mass/MassUploadScreen';

export interface PendingMass {
  /** A new one per upload: the summary's query key and the submit's intent. */
  id: number;
  input: MassTransferInput;
  /** What the upload form held, to fill it again when the person goes back. */
  values: MassUploadValues;
  accountNumber: string;
}

let pending: PendingMass | null = null;
let lastId = 0;

export const nextPendingId = (): number => {
  lastId += 1;
  return lastId;
};

export const pendingMass = (): PendingMass | null => pending;
export const setPendingMass = (next: PendingMass | null): void => {
  pending = next;
};
