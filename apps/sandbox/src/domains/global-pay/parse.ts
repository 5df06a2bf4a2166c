// Reading a global pay batch file (MASS-WIRE.md "Batch files"): a CSV or an XLSX whose header is exactly the batch
// columns, through the sandbox's one table reader (files/table-read.ts, the mass transfers' too): at most
// MAX_BATCH_FILE_BYTES and MAX_BATCH_ROWS rows, no formulas, an XLSX's ZIP bomb refused before parsing. A file that
// breaks any of these is refused whole with one clear description; nothing of it is kept.
import { BATCH_COLUMNS, type PaymentData } from '@paydeck/transfers/api';
import type { UploadedFile } from '../../api/uploads.ts';
import { csvFileTable, readTableFile, type TableRead, toRows } from '../../files/table-read.ts';

export type Parsed = { rows: PaymentData[] } | { refusal: string };

/** The table's rows keyed by exactly the batch columns (every cell present), as PaymentData. */
const asPayments = (read: TableRead): Parsed => read as Parsed;

/** A UTF-8 CSV batch file's rows, or why it is refused. */
export function parseCsv(bytes: Uint8Array): Parsed {
  const table = csvFileTable(bytes);
  return Array.isArray(table) ? asPayments(toRows(table, BATCH_COLUMNS, true)) : table;
}

/** The rows of an uploaded batch file, or why it is refused. */
export async function parseBatchFile(file: UploadedFile): Promise<Parsed> {
  return asPayments(await readTableFile(file, BATCH_COLUMNS));
}
