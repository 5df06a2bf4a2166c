// The registration domain's part of the demo: Nora Pending registered as a personal customer and has not opened
// her activation e-mail yet (it is in the inbox, with a fixed demo code); she cannot sign in until she does.
import { customerAccesses, customers, phones, users } from '../customer/tables.ts';
import { ACTIVATION_SECONDS } from '../identity/account-access.ts';
import { issueCode } from '../identity/verification-codes.ts';
import { sendMessage } from '../../outbox.ts';
import type { DomainSeed } from '../../seed/steps.ts';
import { registrations } from './tables.ts';

export const PENDING_LOGIN = 'nora.pending@demo.paydeck.test';
export const PENDING_ACTIVATION_CODE = '246810';

export const registrationSeed: DomainSeed = {
  async finish({ db, now, passwordHash }) {
    const [customer] = await db
      .insert(customers)
      .values({ customerType: 0, residenceCountryCode: 'LT', isNeedKyc: true, createdAt: now })
      .returning({ id: customers.id });
    if (!customer) throw new Error('Seeding: customer insert returned nothing');
    const [user] = await db
      .insert(users)
      .values({
        login: PENDING_LOGIN,
        passwordHash,
        firstName: 'Nora',
        lastName: 'Pending',
        birthDay: '1994-05-17',
        customerId: customer.id,
        createdAt: now,
      })
      .returning({ id: users.id });
    if (!user) throw new Error('Seeding: user insert returned nothing');
    await db.insert(customerAccesses).values({ userId: user.id, customerId: customer.id, accessRights: 2 });
    await db.insert(phones).values({ customerId: customer.id, countryCode: '370', number: '61234567' });
    await db.insert(registrations).values({
      customerId: customer.id,
      userId: user.id,
      kind: 'personal',
      registrationType: 'freelancers',
      createdAt: now,
    });
    const { code } = await issueCode(db, now, {
      userId: user.id,
      purpose: 'activation',
      seconds: ACTIVATION_SECONDS,
      code: PENDING_ACTIVATION_CODE,
    });
    await sendMessage(db, {
      kind: 'email',
      recipient: PENDING_LOGIN,
      subject: 'Activate your Paydeck account',
      body: `Open the link within 7 days to activate the account. Code ${code}.`,
      code,
      link: `/activate?action=activation&username=${encodeURIComponent(PENDING_LOGIN)}&activationCode=${code}`,
    });
  },
};
