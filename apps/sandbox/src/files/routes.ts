// GET /api/files/<link>: the download links the methods answer (files/links.ts). The file is
// generated now, from the ledger, for the customer the link was made for.
import { and, asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Db } from '../db/open.ts';
import { terms, termsAcceptances, users } from '../domains/customer/tables.ts';
import { transferBatches, transferBatchRows } from '../domains/transfers/tables.ts';
import { holderName, ownAccount, statementRows, statementTotals } from '../domains/accounts/statement-data.ts';
import type { Sandbox } from '../sandbox.ts';
import { brandById } from './brands.ts';
import { agreementPdf, batchCsv, confirmationPdf, sampleCsv, statementCsv, statementPdf } from './documents.ts';
import { type FileRequest, readFileLink } from './links.ts';

interface File {
  name: string;
  type: 'application/pdf' | 'text/csv; charset=utf-8';
  body: Uint8Array | string;
}

const pdf = (name: string, body: Uint8Array): File => ({ name, type: 'application/pdf', body });
const csv = (name: string, body: string): File => ({ name, type: 'text/csv; charset=utf-8', body });

async function generate(db: Db, request: FileRequest, now: Date): Promise<File | undefined> {
  switch (request.k) {
    case 'statement': {
      const account = await ownAccount(db, request.c, request.a);
      if (!account) return undefined;
      const period = { fromDate: request.f, toDate: request.t };
      const [totals, rows] = await Promise.all([
        statementTotals(db, account.id, period),
        statementRows(db, account.id, period),
      ]);
      const name = `statement-${account.accountNumber}-${period.fromDate}-${period.toDate}.${request.fmt}`;
      if (request.fmt === 'csv') return csv(name, statementCsv({ account, period, totals, rows }));
      const brand = request.b ? brandById(request.b) : undefined;
      return pdf(
        name,
        await statementPdf({ brand, holder: await holderName(db, request.c), account, period, totals, rows, now }),
      );
    }
    case 'confirmation': {
      const account = await ownAccount(db, request.c, request.a);
      const brand = brandById(request.b);
      if (!account || !brand) return undefined;
      const holder = await holderName(db, request.c);
      return pdf(
        `account-confirmation-${account.accountNumber}.pdf`,
        await confirmationPdf({ brand, holder, account, now }),
      );
    }
    case 'agreement': {
      const [row] = await db
        .select({
          terms,
          acceptedAt: termsAcceptances.acceptedAt,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(termsAcceptances)
        .innerJoin(terms, eq(terms.id, termsAcceptances.termsId))
        .innerJoin(users, eq(users.id, termsAcceptances.userId))
        .where(and(eq(termsAcceptances.userId, request.u), eq(termsAcceptances.termsId, request.id)));
      if (!row) return undefined;
      const body = await agreementPdf({
        title: row.terms.label,
        text: row.terms.text,
        url: row.terms.url,
        holder: `${row.firstName} ${row.lastName}`,
        acceptedAt: row.acceptedAt,
        now,
      });
      return pdf(`${row.terms.key}.pdf`, body);
    }
    case 'batch': {
      const [batch] = await db
        .select()
        .from(transferBatches)
        .where(and(eq(transferBatches.id, request.id), eq(transferBatches.customerId, request.c)));
      if (!batch) return undefined;
      const rows = await db
        .select()
        .from(transferBatchRows)
        .where(eq(transferBatchRows.batchId, batch.id))
        .orderBy(asc(transferBatchRows.rowNumber));
      return csv(batch.fileName, batchCsv(rows));
    }
    case 'sample': {
      const body = sampleCsv(request.type);
      return body === undefined ? undefined : csv(`mass-${request.type}-sample.csv`, body);
    }
  }
}

export function fileRoutes(sandbox: Sandbox): Hono {
  const app = new Hono();
  app.get('/:link', async (c) => {
    const request = readFileLink(c.req.param('link'), sandbox.now());
    if (request === 'invalid') return c.json({ message: 'Unknown download link' }, 404);
    if (request === 'expired') return c.json({ message: 'This download link has expired' }, 410);
    const file = await generate(sandbox.db, request, sandbox.now());
    if (!file) return c.json({ message: 'Not found' }, 404);
    return c.body(typeof file.body === 'string' ? file.body : new Uint8Array(file.body), 200, {
      'content-type': file.type,
      'content-disposition': `attachment; filename="${file.name.replace(/[^\w.-]/g, '_')}"`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
  });
  return app;
}
