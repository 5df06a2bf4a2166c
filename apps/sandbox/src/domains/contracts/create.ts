// Making a contract (payments.md 5 "Contract creation"): the caller is one of the two parties, the company is a
// business of either party (its own customer, or one its people have access to), the counterparty exists. The
// proposal is the caller's signature; the payer's signer must be identified first unless the payer is verified.
import type { ContractCreate } from '@paydeck/contracts/api';
import { and, eq, gt, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import type { Sandbox } from '../../sandbox.ts';
import { customerAccesses, customers, users } from '../customer/tables.ts';
import { notifyContract } from './notify.ts';
import { contracts } from './tables.ts';

/** The business customers `customerId` (and `counterpartyId`) are, or have access to through their people. */
export async function companiesFor(db: Db, customerId: number, counterpartyId?: number) {
  const parties = counterpartyId ? [customerId, counterpartyId] : [customerId];
  const rows = await db
    .selectDistinct({ id: customers.id, title: customers.businessName })
    .from(customers)
    .leftJoin(customerAccesses, eq(customerAccesses.customerId, customers.id))
    .leftJoin(users, eq(users.id, customerAccesses.userId))
    .where(
      and(
        isNotNull(customers.businessName),
        or(
          inArray(customers.id, parties),
          and(inArray(users.customerId, parties), gt(customerAccesses.accessRights, 0)),
        ),
      ),
    );
  return rows
    .map((row) => ({ id: row.id, title: row.title ?? '', logo: null }))
    .sort((a, b) => a.title.localeCompare(b.title));
}

export async function isPartyCompany(db: Db, companyId: number, customerId: number, counterpartyId: number) {
  const companies = await companiesFor(db, customerId, counterpartyId);
  return companies.some((company) => company.id === companyId);
}

/** The customer a person signs in with that e-mail belongs to (case-insensitive). */
export async function customerByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ id: customers.id, business: customers.businessName })
    .from(users)
    .innerJoin(customers, eq(customers.id, users.customerId))
    .where(sql`lower(${users.login}) = ${email.toLowerCase()}`);
  return row ? { id: row.id, type: row.business ? ('BUSINESS' as const) : ('PERSONAL' as const) } : undefined;
}

export async function createContract(
  sandbox: Sandbox,
  customerId: number,
  input: ContractCreate,
): Promise<{ row: typeof contracts.$inferSelect } | { status: 400 | 404; message: string }> {
  const { db } = sandbox;
  if (input.senderId !== customerId && input.beneficiaryId !== customerId) {
    return { status: 400, message: 'senderId: you must be the sender or the beneficiary' };
  }
  const counterpartyId = input.senderId === customerId ? input.beneficiaryId : input.senderId;
  const [payer] = await db.select().from(customers).where(eq(customers.id, input.senderId));
  const [other] = await db.select({ id: customers.id }).from(customers).where(eq(customers.id, counterpartyId));
  if (!payer || !other) return { status: 404, message: `Customer ${counterpartyId} not found` };
  if (!(await isPartyCompany(db, input.companyId, customerId, counterpartyId))) {
    return { status: 400, message: 'companyId: must be a company of one of the parties' };
  }
  const identified = payer.verified;
  const now = sandbox.now();
  const [row] = await db
    .insert(contracts)
    .values({
      companyCustomerId: input.companyId,
      initiatorId: customerId,
      senderId: input.senderId,
      beneficiaryId: input.beneficiaryId,
      status: identified ? 'WAITING' : 'NEED_IDENTIFICATION',
      identificationStatus: identified ? 'SUCCESS' : 'NEW',
      percentageBp: input.percentageBp,
      note: input.note ?? '',
      activeFrom: input.activeFrom,
      activeTo: input.activeTo ?? null,
      senderSignerName: input.senderSignerName,
      beneficiarySignerName: input.beneficiarySignerName,
      senderObligations: input.senderObligations,
      beneficiaryObligations: input.beneficiaryObligations,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('contract not stored');
  notifyContract(sandbox, [counterpartyId], 'created', row.id);
  return { row };
}
