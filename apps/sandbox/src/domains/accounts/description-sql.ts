// A transaction's description as SQL, written out in a language the way descriptions.ts writes it for a reader:
// the bank's own (description_key and description_params of a history leg) in that language, a typed one (no key)
// or an unknown key as stored. The history's keyword matches this, so a person finds a row by the words they see.
import { type SQL, sql } from 'drizzle-orm';
import type { Lang } from '../../lang.ts';
import { descriptionTexts } from './description-texts.ts';
import { railTexts } from './rail-description-texts.ts';

/** A template as a concatenation: its text as bound values, each `{name}` as that parameter ('' when absent). */
function templateSql(template: string): SQL {
  const parts = template
    .split(/(\{\w+\})/)
    .filter((part) => part !== '')
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      return name === undefined ? sql`${part}::text` : sql`coalesce(description_params ->> ${name}::text, '')`;
    });
  return parts.length ? sql`(${sql.join(parts, sql` || `)})` : sql`''`;
}

/** The description the reader sees in `lang` (descriptions.ts transactionDescription), over the legs' columns. */
export function descriptionInSql(lang: Lang): SQL {
  const keys = Object.entries(descriptionTexts).map(
    ([key, texts]) => sql`when ${key}::text then ${templateSql(texts[lang])}`,
  );
  const rail = (which: 'to' | 'fee') =>
    sql`case description_params ->> 'rail' ${sql.join(
      Object.entries(railTexts).map(([name, texts]) => sql`when ${name}::text then ${templateSql(texts[which][lang])}`),
      sql` `,
    )} else '' end`;
  return sql`coalesce(nullif(case description_key ${sql.join(keys, sql` `)}
    when 'railTo' then ${rail('to')} when 'railFee' then ${rail('fee')} else null end, ''), description)`;
}
