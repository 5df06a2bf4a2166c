// The mass transfer methods (MASS-WIRE.md "Mass transfers"): transferWireMass, transferEftMass, transferOctMass,
// transferCryptoEftMass (the spec's "digital"), transferInstantMass, transferInteracMass and p2pMassTransfer.
// Multipart: the `data` JSON part and a `file` part, or the pasted text as `data` in the JSON, exactly one
// (payments.md 5). onlySummary answers the summary
// and each row's problems without booking; otherwise the accepted rows are booked (bookBatch).
import {
  MAX_MASS_TEXT_CHARS,
  massColumns,
  massInputProblem,
  massMethodOf,
  type MassTransferRail,
  massTransferRails,
} from '@paydeck/transfers/api';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { accessDenied, type Answer, invalid, ok } from '../../api/answers.ts';
import { id, multilineText, text } from '../../api/fields.ts';
import { type MethodDefinition, type SessionContext, sessionMethod } from '../../api/registry.ts';
import { fromMinor } from '../../money.ts';
import { canAct } from '../accounts/accounts.ts';
import { users } from '../customer/tables.ts';
import { fromAccountOf, railRefusal } from '../transfers/external-book.ts';
import { bookBatch } from './book.ts';
import { readFile, readText } from './read.ts';
import { checkRows, summaryOf } from './summary.ts';

const batchName = v.pipe(text(), v.maxLength(100, 'must be at most 100 characters'));
const common = {
  batchName: v.optional(batchName, ''),
  data: v.optional(multilineText(MAX_MASS_TEXT_CHARS)),
  onlySummary: v.optional(v.boolean(), false),
};
const externalPayload = v.object({ ...common, accountId: id() });
const p2pPayload = v.object({
  ...common,
  fromAccountId: id(),
  fromEmailId: v.optional(text()),
  platform: v.optional(text(), 'web'),
});

interface Request {
  accountId: number;
  batchName: string;
  data?: string | undefined;
  onlySummary: boolean;
  fromEmailId?: string | undefined;
}

async function refusal(ctx: SessionContext, rail: MassTransferRail, input: Request): Promise<Answer | null> {
  if (rail !== 'p2p') return railRefusal(ctx, rail);
  if (!canAct(ctx.accessRights)) return accessDenied();
  if (!input.fromEmailId) return null;
  const [user] = await ctx.db.select({ login: users.login }).from(users).where(eq(users.id, ctx.session.userId));
  return user?.login.toLowerCase() === input.fromEmailId.toLowerCase() ? null : invalid('fromEmailId', 'is not yours');
}

export async function massTransfer(ctx: SessionContext, rail: MassTransferRail, input: Request): Promise<Answer> {
  const refused = await refusal(ctx, rail, input);
  if (refused) return refused;
  const file = ctx.files.get('file');
  const problem = massInputProblem({
    file: file ? new Blob([new Uint8Array(file.bytes)]) : null,
    text: input.data ?? null,
  });
  if (problem === 'both') return invalid('data', 'give a file or text content, not both');
  if (problem === 'none') return invalid('file', 'is required (or text content)');
  const from = await fromAccountOf(ctx.db, ctx.customerId, input.accountId);
  const accountParam = rail === 'p2p' ? 'fromAccountId' : 'accountId';
  if (!from) return invalid(accountParam, 'is not one of your payment accounts');
  const columns = massColumns[rail];
  const read = file ? await readFile(file, columns) : readText(input.data ?? '', columns);
  if ('refusal' in read) return invalid(file ? 'file' : 'data', read.refusal);
  const checked = await checkRows(ctx.db, rail, read.rows, { ...from, customerId: ctx.customerId });
  const summary = summaryOf(rail, checked, from.currencyCode);
  if (input.onlySummary) return ok({ summary, rows: checked.rows });
  if (!input.batchName) return invalid('batchName', 'is required');
  const fileName = file?.filename || `${massMethodOf[rail]}.csv`;
  const booked = await bookBatch(
    ctx,
    rail,
    from,
    { name: input.batchName, fileName },
    checked.accepted,
    checked.totals,
  );
  if ('answer' in booked) return booked.answer;
  const fees = checked.totals.debit - checked.totals.amounts;
  return ok({
    responseDescription: booked.operation.approveType === 'none' ? 'Batch submitted' : 'Batch waits for approval',
    ...booked.operation,
    batchId: booked.batchId,
    transactionId: booked.first.transactionId,
    statusId: booked.first.statusId,
    fee: fromMinor(fees, from.currencyCode),
    link: '/history/batch-transfers',
    summary,
    rows: checked.rows,
  });
}

function method(rail: MassTransferRail): MethodDefinition {
  const payload = rail === 'p2p' ? p2pPayload : externalPayload;
  return sessionMethod({
    name: massMethodOf[rail],
    idempotent: true,
    files: ['file'],
    dataFiles: true,
    payload,
    handle: (ctx, input: v.InferOutput<typeof externalPayload> | v.InferOutput<typeof p2pPayload>) =>
      massTransfer(ctx, rail, { ...input, accountId: 'accountId' in input ? input.accountId : input.fromAccountId }),
  });
}

export const massTransferMethods: MethodDefinition[] = massTransferRails.map(method);
