// legalInfo: the agreements (terms entries) a person has accepted, with when, titled in the reader's language.
import { asc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { ok } from '../../api/answers.ts';
import { type MethodDefinition, sessionMethod } from '../../api/registry.ts';
import { terms, termsAcceptances } from '../customer/tables.ts';

const legalInfo = sessionMethod({
  name: 'legalInfo',
  readOnly: true,
  payload: v.object({}),
  async handle({ db, session, lang }) {
    const rows = await db
      .select({
        id: terms.id,
        title: terms.label,
        texts: terms.texts,
        url: terms.url,
        acceptedAt: termsAcceptances.acceptedAt,
      })
      .from(termsAcceptances)
      .innerJoin(terms, eq(terms.id, termsAcceptances.termsId))
      .where(eq(termsAcceptances.userId, session.userId))
      .orderBy(asc(terms.id));
    return ok({
      agreements: rows.map(({ texts, ...row }) => ({
        ...row,
        // the title in the reader's language when the bank wrote it in it
        title: texts?.[lang]?.label ?? row.title,
        acceptedAt: row.acceptedAt.toISOString(),
      })),
    });
  },
});

export const legalInfoMethods: MethodDefinition[] = [legalInfo];
