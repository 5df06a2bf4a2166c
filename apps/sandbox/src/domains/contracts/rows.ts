// Contracts as the wire shows them to one party (packages/contracts/WIRE.md "The contract"): direction PAY for
// the sender, RECEIVE for the beneficiary; the list's filters, order and meta. Time moves statuses when read:
// SIGNED turns ACTIVE on activeFrom; ACTIVE, SIGNED and TERMINATING turn EXPIRED after activeTo.
import {
  type Contract,
  type ContractMeta,
  type ContractStatus,
  metaGroup,
  type ContractSearch,
  wirePercentage,
} from '@paydeck/contracts/api';
import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/open.ts';
import { contracts } from './tables.ts';

type Row = typeof contracts.$inferSelect;

export const today = (now: Date) => now.toISOString().slice(0, 10);

/** Applies the calendar to every contract (cheap: two updates). */
export async function applyCalendar(db: Db, now: Date): Promise<void> {
  const day = today(now);
  await db
    .update(contracts)
    .set({ status: 'EXPIRED', updatedAt: now })
    .where(and(inArray(contracts.status, ['ACTIVE', 'SIGNED', 'TERMINATING']), lt(contracts.activeTo, day)));
  await db
    .update(contracts)
    .set({ status: 'ACTIVE', updatedAt: now })
    .where(and(eq(contracts.status, 'SIGNED'), lte(contracts.activeFrom, day)));
}

interface Names {
  name: string;
  username: string;
}
const partyQuery = (db: Db, ids: number[]) =>
  queryRows<{ id: number; name: string | null; username: string | null }>(
    db,
    sql`
    select c.id, coalesce(c.business_name, (select u.first_name || ' ' || u.last_name from users u
      where u.customer_id = c.id order by u.id limit 1)) as name,
      (select u.login from users u where u.customer_id = c.id order by u.id limit 1) as username
    from customers c where c.id in (${sql.join(ids.length ? ids : [0], sql`, `)})`,
  );

export async function partyNames(db: Db, ids: number[]): Promise<Map<number, Names>> {
  const rows = await partyQuery(db, [...new Set(ids)]);
  return new Map(
    rows.map((row) => [Number(row.id), { name: row.name ?? `Customer ${row.id}`, username: row.username ?? '' }]),
  );
}

export function wireContract(row: Row, viewer: number, names: Map<number, Names>): Contract {
  const party = (id: number) => ({
    id,
    name: names.get(id)?.name ?? `Customer ${id}`,
    username: names.get(id)?.username ?? '',
  });
  const terminating = row.terminateRequestedBy !== null || row.terminatedAt !== null;
  return {
    id: row.id,
    status: row.status as ContractStatus,
    identificationStatus:
      viewer === row.senderId ? (row.identificationStatus as Contract['identificationStatus']) : null,
    percentage: wirePercentage(row.percentageBp),
    initiatorId: row.initiatorId,
    direction: viewer === row.senderId ? 'PAY' : 'RECEIVE',
    note: row.note || null,
    activeFrom: row.activeFrom,
    activeTo: row.activeTo,
    terminateInfo: terminating
      ? {
          terminatedAt: row.terminatedAt?.toISOString() ?? null,
          note: row.terminateNote,
          terminatedBy: row.terminateRequestedBy,
        }
      : null,
    updatedAt: row.updatedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    company: { id: row.companyCustomerId, title: names.get(row.companyCustomerId)?.name ?? '', logo: null },
    sender: party(row.senderId),
    beneficiary: party(row.beneficiaryId),
    senderSignerName: row.senderSignerName,
    beneficiarySignerName: row.beneficiarySignerName,
    senderObligations: row.senderObligations,
    beneficiaryObligations: row.beneficiaryObligations,
  };
}

const mine = (customerId: number) => or(eq(contracts.senderId, customerId), eq(contracts.beneficiaryId, customerId));

export async function contractFor(db: Db, customerId: number, id: number): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(contracts)
    .where(and(eq(contracts.id, id), mine(customerId)));
  return row;
}

export async function wireOne(db: Db, row: Row, viewer: number): Promise<Contract> {
  const names = await partyNames(db, [row.senderId, row.beneficiaryId, row.companyCustomerId]);
  return wireContract(row, viewer, names);
}

const subject = (row: Row) => ({
  status: row.status as ContractStatus,
  initiatorId: row.initiatorId,
  senderId: row.senderId,
  terminatedBy: row.terminateRequestedBy,
});
export const actionSubject = subject;

/** The list for `customerId`: filtered, ordered, with the meta over all its contracts (before the filters). */
export async function listContracts(
  db: Db,
  customerId: number,
  search: Required<ContractSearch>,
  page: number,
  pageSize: number,
): Promise<{ data: Contract[]; meta: ContractMeta }> {
  const rows = await db.select().from(contracts).where(mine(customerId));
  const names = await partyNames(
    db,
    rows.flatMap((row) => [row.senderId, row.beneficiaryId, row.companyCustomerId]),
  );
  const meta: ContractMeta = { total: rows.length, requests: 0, pending: 0, active: 0, ended: 0, pay: 0, receive: 0 };
  for (const row of rows) {
    meta[metaGroup(subject(row), customerId)] += 1;
    meta[row.senderId === customerId ? 'pay' : 'receive'] += 1;
  }
  const has = (text: string, part: string) => text.toLowerCase().includes(part.toLowerCase());
  const wired = rows
    .map((row) => wireContract(row, customerId, names))
    .filter((contract) => !search.statuses.length || search.statuses.includes(contract.status))
    .filter((contract) => !search.companyName || has(contract.company.title, search.companyName))
    .filter((contract) => {
      if (!search.counterpartyName) return true;
      const other = contract.direction === 'PAY' ? contract.beneficiary : contract.sender;
      return has(other.name, search.counterpartyName) || has(other.username, search.counterpartyName);
    });
  const sign = search.orderDir === 'ASC' ? 1 : -1;
  const incoming = (contract: Contract) =>
    contract.initiatorId !== customerId &&
    metaGroup({ ...contract, senderId: contract.sender.id }, customerId) === 'requests'
      ? 0
      : 1;
  wired.sort((a, b) => {
    if (search.orderBy === 'COMPANY_NAME') return sign * a.company.title.localeCompare(b.company.title) || b.id - a.id;
    if (search.orderBy === 'INCOMING_FIRST' && incoming(a) !== incoming(b)) return incoming(a) - incoming(b);
    return sign * (a.createdAt.localeCompare(b.createdAt) || a.id - b.id);
  });
  return { data: wired.slice((page - 1) * pageSize, page * pageSize), meta };
}
