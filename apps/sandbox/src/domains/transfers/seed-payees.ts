// The people the demo customers pay person to person (the history's and anna's batch's payees: Marta Lopez, Jonas
// Weber…) are Paydeck customers, as person-to-person payees must be: each a verified personal customer whose login
// is that e-mail, with an open EUR payment account. So a payee offered as paid before passes the payee check and
// can be paid again. Seeded last (the transfers domain's finish), so no earlier demo id moves.
import type { Db } from '../../db/open.ts';
import { demoPayees } from '../accounts/seed-history.ts';
import { AccountType } from '../accounts/ledger/codes.ts';
import { accounts } from '../accounts/tables.ts';
import { customerAccesses, customers, users } from '../customer/tables.ts';

/** Where each payee lives (the customer's residence); anyone else: Germany. */
const residence: Record<string, string> = {
  'marta.lopez@example.com': 'ES',
  'ioana.radu@example.com': 'RO',
  'liam.byrne@example.com': 'IE',
  'chen.wei@example.com': 'NL',
};

/** The payees' logins, in the order they are seeded. */
export const payeeLogins: readonly string[] = demoPayees.map((payee) => payee.email);

export async function seedPayees(db: Db, openedAt: Date, passwordHash: string): Promise<void> {
  for (const payee of demoPayees) {
    const [customer] = await db
      .insert(customers)
      .values({
        customerType: 0,
        verified: true,
        residenceCountryCode: residence[payee.email] ?? 'DE',
        taxResidencyCertStatus: 'validated',
        createdAt: openedAt,
      })
      .returning({ id: customers.id });
    if (!customer) throw new Error('Seeding: payee customer insert returned nothing');
    const [firstName = '', lastName = ''] = payee.name.split(' ');
    const [user] = await db
      .insert(users)
      .values({ login: payee.email, passwordHash, firstName, lastName, customerId: customer.id, createdAt: openedAt })
      .returning({ id: users.id });
    if (!user) throw new Error('Seeding: payee user insert returned nothing');
    await db.insert(customerAccesses).values({ userId: user.id, customerId: customer.id, accessRights: 2 });
    await db
      .insert(accounts)
      .values({ customerId: customer.id, currencyCode: 'EUR', typeId: AccountType.payment, createdAt: openedAt });
  }
}
