// The accounts' downloads (GET /api/files/<link>): statements (PDF, CSV), the account confirmation
// letter on the brand's letterhead, and an accepted agreement (terms entry) of a user.
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { brandById } from '../../files/brands.ts';
import { languages } from '../../lang.ts';
import { csvFile, fileKind, pdfFile } from '../../files/kinds.ts';
import { termsIn } from '../customer/customer.ts';
import { terms, termsAcceptances, users } from '../customer/tables.ts';
import { agreementPdf, confirmationPdf, statementCsv, statementPdf } from './documents.ts';
import { holderName, ownAccount, statementRows, statementTotals } from './statement-data.ts';

/** An account statement over a period, PDF or CSV, in the language of the call that made the link (`l`). */
const statement = fileKind({
  name: 'statement',
  request: v.object({
    k: v.literal('statement'),
    c: v.number(),
    a: v.number(),
    f: v.string(),
    t: v.string(),
    fmt: v.picklist(['pdf', 'csv']),
    b: v.optional(v.string()),
    l: v.optional(v.picklist(languages), 'en'),
  }),
  async generate(db, request, now) {
    const account = await ownAccount(db, request.c, request.a);
    if (!account) return undefined;
    const period = { fromDate: request.f, toDate: request.t };
    const lang = request.l;
    const [totals, rows] = await Promise.all([
      statementTotals(db, account.id, period),
      statementRows(db, account.id, period, lang),
    ]);
    const name = `statement-${account.accountNumber}-${period.fromDate}-${period.toDate}.${request.fmt}`;
    if (request.fmt === 'csv') return csvFile(name, statementCsv({ account, period, totals, rows, lang }));
    const brand = request.b ? brandById(request.b) : undefined;
    const holder = await holderName(db, request.c);
    return pdfFile(name, await statementPdf({ brand, holder, account, period, totals, rows, now, lang }));
  },
});

/** The account confirmation letter, on the brand's letterhead, in the language of the call that made the link. */
const confirmation = fileKind({
  name: 'confirmation',
  request: v.object({
    k: v.literal('confirmation'),
    c: v.number(),
    a: v.number(),
    b: v.string(),
    l: v.optional(v.picklist(languages), 'en'),
  }),
  async generate(db, request, now) {
    const account = await ownAccount(db, request.c, request.a);
    const brand = brandById(request.b);
    if (!account || !brand) return undefined;
    const holder = await holderName(db, request.c);
    return pdfFile(
      `account-confirmation-${account.accountNumber}.pdf`,
      await confirmationPdf({ brand, holder, account, now, lang: request.l }),
    );
  },
});

/** An accepted agreement (terms entry) of a user, in the language of the call that made the link (its own text too). */
const agreement = fileKind({
  name: 'agreement',
  request: v.object({
    k: v.literal('agreement'),
    u: v.number(),
    id: v.number(),
    l: v.optional(v.picklist(languages), 'en'),
  }),
  async generate(db, request, now) {
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
    const written = termsIn(row.terms, row.terms.texts, request.l);
    const body = await agreementPdf({
      title: written.label,
      text: written.text,
      url: row.terms.url,
      holder: `${row.firstName} ${row.lastName}`,
      acceptedAt: row.acceptedAt,
      now,
      lang: request.l,
    });
    return pdfFile(`${row.terms.key}.pdf`, body);
  },
});

export const accountFiles = [statement, confirmation, agreement];
