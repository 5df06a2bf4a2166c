// The transfers' downloads (GET /api/files/<link>): a batch as the file that was uploaded, and the
// sample file of a mass-transfer type.
import { and, asc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { csvFile, fileKind } from '../../files/kinds.ts';
import { batchCsv, sampleCsv } from './documents.ts';
import { transferBatches, transferBatchRows } from './tables.ts';

/** The file of a transfer batch, as uploaded. */
const batch = fileKind({
  name: 'batch',
  request: v.object({ k: v.literal('batch'), c: v.number(), id: v.number() }),
  async generate(db, request) {
    const [found] = await db
      .select()
      .from(transferBatches)
      .where(and(eq(transferBatches.id, request.id), eq(transferBatches.customerId, request.c)));
    if (!found) return undefined;
    const rows = await db
      .select()
      .from(transferBatchRows)
      .where(eq(transferBatchRows.batchId, found.id))
      .orderBy(asc(transferBatchRows.rowNumber));
    return csvFile(found.fileName, batchCsv(rows));
  },
});

/** A sample mass-transfer file of one type. */
const sample = fileKind({
  name: 'sample',
  request: v.object({ k: v.literal('sample'), type: v.string() }),
  async generate(_db, request) {
    const body = sampleCsv(request.type);
    return body === undefined ? undefined : csvFile(`mass-${request.type}-sample.csv`, body);
  },
});

export const transferFiles = [batch, sample];
