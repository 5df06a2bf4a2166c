// legalInfo: the agreements (terms entries) a person has accepted, with when.
import { asc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { ok } from '../../api/answers.ts';
import { type MethodDefinition, sessionMethod } from '../../api/registry.ts';
import { terms, termsAcceptances } from '../customer/tables.ts';

const legalInfo = sessionMethod({
  name: 'legalInfo',
  readOnly: true,
  payload: v.object({}),
  async handle({ db, session }) {
    const rows = await db
      .select({ id: terms.id, title: terms.label, url: terms.url, acceptedAt: termsAcceptances.acceptedAt })
      .from(termsAcceptances)
      .innerJoin(terms, eq(terms.id, termsAcceptances.termsId))
      .where(eq(termsAcceptances.userId, session.userId))
      .orderBy(asc(terms.id));
    return ok({ agreements: rows.map((row) => ({ ...row, acceptedAt: row.acceptedAt.toISOString() })) });
  },
});

export const legalInfoMethods: MethodDefinition[] = [legalInfo];
