// The identity domain's part of the demo people: how each signs in beyond their flow (second
// factors, a migration to push), their linked devices and their login history.
import { eq } from 'drizzle-orm';
import { newToken, sha256Hex } from '../../crypto.ts';
import type { PersonName } from '../../seed/people.ts';
import { DAY, type DomainSeed, idOf } from '../../seed/steps.ts';
import { users } from '../customer/tables.ts';
import { devices, loginEvents, phoneKeychain } from './tables.ts';

interface SignIn {
  login2faMode?: string;
  secondFactor?: 'none' | 'push';
  transactionApproveMode?: string;
  /** A migration to push sign-in the person is asked to make, with the days left. */
  migration?: { type: 'soft' | 'strict'; strategy: 'migrate' | 'enable'; daysLeft: number };
  devices?: { name: string; type: 'android' | 'ios'; code: string; location: string }[];
}

const signIns: Partial<Record<PersonName, SignIn>> = {
  'pavel.push': {
    login2faMode: 'push',
    secondFactor: 'push',
    transactionApproveMode: 'push',
    devices: [
      { name: 'iPhone 15', type: 'ios', code: 'IPH15-7731', location: 'Vilnius, LT' },
      { name: 'Pixel 8', type: 'android', code: 'PXL8-2290', location: 'Kaunas, LT' },
    ],
  },
  'sofia.sms': {
    login2faMode: 'sms',
    transactionApproveMode: 'sms',
    migration: { type: 'soft', strategy: 'migrate', daysLeft: 12 },
  },
  'otto.otp': { login2faMode: 'otp', transactionApproveMode: 'otp' },
};

/** How many past sign-ins each person's login history shows. */
const logins: Record<PersonName, number> = {
  'anna.personal': 24,
  'pavel.push': 8,
  'sofia.sms': 6,
  'otto.otp': 5,
  'uma.unverified': 2,
  'lina.limited': 4,
  'boris.business': 10,
  'erin.employee': 3,
  'ulla.uploads': 1,
  'adam.admin': 3,
  'dora.direct': 2,
  'vera.device': 2,
  'cleo.cards': 4,
  'rosa.rails': 2,
  'frank.fatca': 1,
};

const ips = ['192.0.2.10', '198.51.100.24', '203.0.113.7'];

export const identitySeed: DomainSeed = {
  async person(run, person) {
    const { db, now } = run;
    const userId = idOf(run.userIds, person.name);
    const signIn = signIns[person.name];
    if (signIn) {
      const { migration } = signIn;
      await db
        .update(users)
        .set({
          login2faMode: signIn.login2faMode ?? 'no',
          secondFactor: signIn.secondFactor ?? 'none',
          transactionApproveMode: signIn.transactionApproveMode ?? 'none',
          migrationType: migration?.type ?? 'none',
          migrationStrategy: migration?.strategy ?? null,
          migrationDeadline: migration ? new Date(now.getTime() + migration.daysLeft * DAY - 60_000) : null,
        })
        .where(eq(users.id, userId));
    }
    for (const [index, device] of (signIn?.devices ?? []).entries()) {
      const secret = newToken(); // held by the sandbox's pretend phone only (phone.ts)
      const [row] = await db
        .insert(devices)
        .values({
          userId,
          ...device,
          secretHash: sha256Hex(secret),
          pushToken: `demo-push-${person.name}-${index + 1}`,
          approved: true,
          approveMethodId: 1,
          lastActivityAt: new Date(now.getTime() - (index + 1) * 2 * DAY),
        })
        .returning({ id: devices.id });
      if (row) await db.insert(phoneKeychain).values({ deviceId: row.id, secret });
    }
    for (let i = 0; i < logins[person.name]; i += 1) {
      await db.insert(loginEvents).values({
        userId,
        ip: ips[i % ips.length] ?? '192.0.2.10',
        client: 'spa',
        flow: person.flow,
        createdAt: new Date(now.getTime() - (i * 2 + 1) * DAY - i * 3_600_000),
      });
    }
  },
};
