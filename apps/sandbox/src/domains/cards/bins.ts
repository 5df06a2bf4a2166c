// BIN look-ups (payments.md 3 "Bin info", 5: the first six digits, spaces removed): cardBlockedBins, binInfo.
import { BIN_LENGTH } from '@paydeck/api-client/card-number';
import { asc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { ok } from '../../api/answers.ts';
import { text } from '../../api/fields.ts';
import { type MethodDefinition, sessionMethod } from '../../api/registry.ts';
import type { Db } from '../../db/open.ts';
import { bins, blockedBins } from './tables.ts';

export type BinRow = typeof bins.$inferSelect;

export async function binOf(db: Db, binNumber: string): Promise<BinRow | null> {
  const [row] = await db.select().from(bins).where(eq(bins.binNumber, binNumber));
  return row ?? null;
}

export async function isBlockedBin(db: Db, binNumber: string): Promise<boolean> {
  const [row] = await db.select().from(blockedBins).where(eq(blockedBins.binNumber, binNumber));
  return row !== undefined;
}

const cardBlockedBins = sessionMethod({
  name: 'cardBlockedBins',
  readOnly: true,
  payload: v.object({}),
  async handle({ db }) {
    const rows = await db.select().from(blockedBins).orderBy(asc(blockedBins.binNumber));
    return ok({ bins: rows.map((row) => row.binNumber) });
  },
});

const binNumber = v.pipe(
  text('must be 6 digits'),
  v.transform((value) => value.replace(/\s+/g, '')),
  v.regex(/^\d{6,19}$/, 'must be 6 digits'),
  v.transform((value) => value.slice(0, BIN_LENGTH)),
);

const binInfo = sessionMethod({
  name: 'binInfo',
  readOnly: true,
  payload: v.object({ binNumber }),
  async handle({ db }, input) {
    const row = await binOf(db, input.binNumber);
    return ok({
      bin: {
        binNumber: input.binNumber,
        issuer: row?.issuer ?? null,
        cardBrand: row?.cardBrand ?? null,
        cardCategory: row?.cardCategory ?? null,
        cardType: row?.cardType ?? null,
        countryCode: row?.countryCode ?? null,
        currencyCode: row?.currencyCode ?? null,
        isCommercial: row?.isCommercial ?? null,
        isPrepaid: row?.isPrepaid ?? null,
        valid: row !== null,
      },
    });
  },
});

export const binMethods: MethodDefinition[] = [cardBlockedBins, binInfo];
