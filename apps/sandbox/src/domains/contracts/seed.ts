// Demo contracts (finish step): Boris's Northwind receives 15% from Dora (active since 60 days), Cleo proposed
// to pay Northwind 5% (waiting for Boris), Boris's proposal to Cleo was rejected, and Boris's newer proposal that
// Cleo pay 8% waits for her signer's identification (the bank asked for it). Anna has none, so the journeys start
// from a clean list of hers.
import { loginOf } from '../../seed/people.ts';
import { DAY, type DomainSeed } from '../../seed/steps.ts';
import { customerByLogin } from '../invoices/parties.ts';
import { contracts } from './tables.ts';

const day = (now: Date, days: number) => new Date(now.getTime() + days * DAY).toISOString().slice(0, 10);

export const contractsSeed: DomainSeed = {
  finish: async ({ db, now }) => {
    const [northwind, dora, cleo] = await Promise.all(
      ['boris.business', 'dora.direct', 'cleo.cards'].map((name) => customerByLogin(db, loginOf(name))),
    );
    if (!northwind || !dora || !cleo) return;
    const base = {
      companyCustomerId: northwind,
      identificationStatus: 'SUCCESS',
      senderObligations: ['Pay the share of the net monthly revenue by the 5th of the next month'],
      beneficiaryObligations: ['Promote the company’s products on every channel it runs'],
      beneficiarySignerName: 'Boris Petrov',
    };
    const at = (days: number) => new Date(now.getTime() - days * DAY);
    await db.insert(contracts).values([
      {
        ...base,
        initiatorId: northwind,
        senderId: dora,
        beneficiaryId: northwind,
        status: 'ACTIVE',
        percentageBp: 1500,
        activeFrom: day(now, -60),
        senderSignerName: 'Dora Direct',
        signedAt: at(61),
        createdAt: at(62),
        updatedAt: at(61),
      },
      {
        ...base,
        initiatorId: cleo,
        senderId: cleo,
        beneficiaryId: northwind,
        status: 'WAITING',
        percentageBp: 500,
        activeFrom: day(now, 10),
        senderSignerName: 'Cleo Cards',
        note: 'Referral share for the winter season',
        createdAt: at(2),
        updatedAt: at(2),
      },
      {
        ...base,
        initiatorId: northwind,
        senderId: cleo,
        beneficiaryId: northwind,
        status: 'REJECTED',
        percentageBp: 2000,
        activeFrom: day(now, -30),
        senderSignerName: 'Cleo Cards',
        createdAt: at(40),
        updatedAt: at(35),
      },
      {
        ...base,
        initiatorId: northwind,
        senderId: cleo,
        beneficiaryId: northwind,
        status: 'NEED_IDENTIFICATION',
        identificationStatus: 'NEW',
        percentageBp: 800,
        activeFrom: day(now, 5),
        senderSignerName: 'Cleo Cards',
        createdAt: at(1),
        updatedAt: at(1),
      },
    ]);
  },
};
