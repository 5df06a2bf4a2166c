// The blacklist (payments spec 3, 7): e-mail addresses whose payments or invoices a person refuses.
import { and, asc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { failure, invalid, ok } from '../../api/answers.ts';
import { EMAIL_MAX, requiredText } from '../../api/fields.ts';
import { type MethodDefinition, sessionMethod } from '../../api/registry.ts';
import { users } from '../customer/tables.ts';
import { blacklist } from './tables.ts';

const blockTypes = ['payments', 'invoices', 'all'] as const;
const emailText = () =>
  v.pipe(
    requiredText(undefined, { max: EMAIL_MAX }),
    v.toLowerCase(),
    v.check((value) => value.length > 5 && value.includes('@') && value.includes('.'), 'must be an e-mail address'),
  );

const blackListGet = sessionMethod({
  name: 'blackListGet',
  readOnly: true,
  payload: v.object({}),
  async handle({ db, session }) {
    const rows = await db
      .select()
      .from(blacklist)
      .where(eq(blacklist.userId, session.userId))
      .orderBy(asc(blacklist.createdAt), asc(blacklist.email));
    return ok({ blackList: rows.map((row) => ({ email: row.email, blockType: row.blockType })) });
  },
});

const blackListAdd = sessionMethod({
  name: 'blackListAdd',
  idempotent: true,
  payload: v.object({ email: emailText(), blockType: v.picklist(blockTypes, 'must be payments, invoices or all') }),
  async handle({ db, sandbox, session }, { email, blockType }) {
    const [user] = await db.select({ login: users.login }).from(users).where(eq(users.id, session.userId));
    if (user?.login === email) return invalid('email', 'must not be your own address');
    await db
      .insert(blacklist)
      .values({ userId: session.userId, email, blockType, createdAt: sandbox.now() })
      .onConflictDoUpdate({ target: [blacklist.userId, blacklist.email], set: { blockType } });
    return ok({ responseDescription: `${email} was added to the blacklist` });
  },
});

const blackListDelete = sessionMethod({
  name: 'blackListDelete',
  payload: v.object({ email: emailText() }),
  async handle({ db, session }, { email }) {
    const deleted = await db
      .delete(blacklist)
      .where(and(eq(blacklist.userId, session.userId), eq(blacklist.email, email)))
      .returning({ email: blacklist.email });
    return deleted.length > 0 ? ok() : failure('TA1', `${email} is not in the blacklist`);
  },
});

export const blacklistMethods: MethodDefinition[] = [blackListGet, blackListAdd, blackListDelete];
