// The people of a new business (WIRE.md "What it creates"): the root company's representatives from the draft —
// directors (2), person shareholders (6) and company shareholders (9) with their share, ultimate owners (8), and each
// user (their right on their first row, or an authorised-user row 5 when they hold no position) — with each person's
// birth date, phone and address. Nested companies' people stay in the application's draft.
import { basisPointsToPercent } from '@paydeck/brand-config/decimal';
import { type Draft, type Person, shareBasisPoints } from '@paydeck/registration/api';
import type { Db } from '../../db/open.ts';
import { representativeDetails } from '../company/tables.ts';
import { representatives } from '../customer/tables.ts';

export interface PersonRows {
  person: Person;
  /** The person's representative rows, first one carrying the user's right. */
  rowIds: number[];
}

const optional = (value: string) => (value.trim() === '' ? null : value.trim());
/** A share as the NUMERIC(5,2) column's text (33.33 -> "33.33"); the checks have refused more than two decimals. */
function shareText(share: number): string {
  const basisPoints = shareBasisPoints(share);
  if (basisPoints === null) throw new Error(`Not a share of two decimals: ${share}`);
  return basisPointsToPercent(basisPoints);
}

async function insertRow(
  db: Db,
  companyCustomerId: number,
  row: { typeId: number; person?: Person; companyName?: string; share?: number },
): Promise<number> {
  const person = row.person;
  const [inserted] = await db
    .insert(representatives)
    .values({
      companyCustomerId,
      typeId: row.typeId,
      firstName: person ? person.firstName.trim() : null,
      lastName: person ? person.lastName.trim() : null,
      companyName: row.companyName ?? null,
      email: person ? optional(person.email.toLowerCase()) : null,
      sharePercent: row.share === undefined ? null : shareText(row.share),
      taxId: person ? optional(person.taxId) : null,
    })
    .returning({ id: representatives.id });
  if (!inserted) throw new Error('Representative insert returned nothing');
  if (person) {
    const { address, phone } = person;
    await db.insert(representativeDetails).values({
      representativeId: inserted.id,
      birthDay: optional(person.birthday),
      phoneCountryCode: optional(phone.countryCode.replace(/^\++/, '')),
      phone: optional(phone.number),
      address1: optional(address.address1),
      address2: optional(address.address2),
      city: optional(address.city),
      postalCode: optional(address.postalCode),
      countryCode: optional(address.countryCode.toUpperCase()),
      stateCode: optional(address.stateCode),
    });
  }
  return inserted.id;
}

/** Writes the root company's representatives; answers each person's rows (users included). */
export async function createRepresentatives(db: Db, companyCustomerId: number, draft: Draft): Promise<PersonRows[]> {
  const byId = new Map(draft.persons.map((person) => [person.id, { person, rowIds: [] as number[] }]));
  const add = async (personId: string, typeId: number, share?: number) => {
    const entry = byId.get(personId);
    if (!entry) return;
    entry.rowIds.push(
      await insertRow(db, companyCustomerId, {
        typeId,
        person: entry.person,
        ...(share === undefined ? {} : { share }),
      }),
    );
  };
  for (const id of draft.directors) await add(id, 2);
  for (const entry of draft.shareholders) {
    if (entry.kind === 'person') await add(entry.personId, 6, entry.share);
    else {
      const company = draft.companies.find((one) => one.id === entry.companyId);
      await insertRow(db, companyCustomerId, {
        typeId: 9,
        companyName: company?.name.trim() ?? '',
        share: entry.share,
      });
    }
  }
  for (const id of draft.owners) await add(id, 8);
  for (const entry of byId.values()) {
    if (entry.person.isUser && entry.rowIds.length === 0) {
      entry.rowIds.push(await insertRow(db, companyCustomerId, { typeId: 5, person: entry.person }));
    }
  }
  return [...byId.values()].filter((entry) => entry.rowIds.length > 0);
}
