// emailCheck (identity spec 7.2, WIRE.md "E-mail check"): whether an address is a sign-in already and whether
// that sign-in is a company's employee (user type 3). Public and limited per client address.
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { ok } from '../../api/answers.ts';
import { type MethodDefinition, publicMethod } from '../../api/registry.ts';
import type { Db } from '../../db/open.ts';
import { users } from '../customer/tables.ts';
import { emailField } from './fields.ts';
import { useLimitedCall } from './limits.ts';

/** User type of a company's authorised user (an employee): customer seed's `employee` kind. */
export const EMPLOYEE_USER_TYPE = 3;

/** The sign-in of `email` (lower case), if any: exists, and whether it is an employee's. */
export async function emailExistence(db: Db, email: string) {
  const [user] = await db
    .select({ id: users.id, userType: users.userType })
    .from(users)
    .where(eq(users.login, email.toLowerCase()));
  return { user, exists: user !== undefined, isEmployee: user?.userType === EMPLOYEE_USER_TYPE };
}

const emailCheck = publicMethod({
  name: 'emailCheck',
  // Not readOnly: every check counts towards the limit (a cached answer would not).
  payload: v.object({ email: emailField() }),
  async handle({ db, sandbox, ip }, { email }) {
    const limited = await useLimitedCall(db, sandbox.now(), 'emailCheck', ip);
    if (limited) return limited;
    const { exists, isEmployee } = await emailExistence(db, email);
    return ok({ exists, isEmployee });
  },
});

export const emailCheckMethods: MethodDefinition[] = [emailCheck];
