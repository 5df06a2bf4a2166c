// kycCustomerInfoGet (the inputs of the account status), kycRequestGet, kycInfoUpdate (the
// questionnaire) and dueDiligenceInfoGet (an identity document another customer holds too).
import { and, eq, ne } from 'drizzle-orm';
import * as v from 'valibot';
import { failure, invalid, ok } from '../../api/answers.ts';
import { id } from '../../api/fields.ts';
import { type MethodDefinition, sessionMethod } from '../../api/registry.ts';
import type { Db } from '../../db/open.ts';
import { type KycPicture, kycPicture, recomputeCustomer } from './customer-kyc.ts';
import {
  allPurposesOfAccount,
  allSourcesOfFunds,
  estimatedMonthlyDeposits,
  knownId,
  occupations,
} from './dictionaries.ts';
import { documentsWhere, documentView } from './documents.ts';
import { kycSteps } from './rules.ts';
import { identityDocuments, kycProfiles } from './tables.ts';
import { addressesOf, identityDocumentsOf } from './views.ts';

const kycRequestOf = (picture: KycPicture) => ({ isNeedKyc: picture.isNeedKyc, steps: kycSteps(picture) });

/** The duplicate an identity document of this customer has at another customer (same type, number, country). */
async function dueDiligenceOf(db: Db, customerId: number) {
  const own = await identityDocumentsOf(db, customerId);
  for (const document of own) {
    const [other] = await db
      .select({ customerId: identityDocuments.customerId })
      .from(identityDocuments)
      .where(
        and(
          eq(identityDocuments.typeId, document.typeId),
          eq(identityDocuments.number, document.number),
          ne(identityDocuments.customerId, customerId),
        ),
      )
      .limit(1);
    if (!other) continue;
    const [address] = await addressesOf(db, other.customerId);
    const docs = await documentsWhere(db, customerId, { identityDocumentId: [document.id] });
    return { address: address ?? null, document, uploadedDocuments: docs.map(documentView) };
  }
  return null;
}

const kycCustomerInfoGet = sessionMethod({
  name: 'kycCustomerInfoGet',
  readOnly: true,
  payload: v.object({}),
  async handle({ db, customerId, session, lang }) {
    const picture = await kycPicture(db, customerId, session.userId, lang);
    if (!picture) return failure('ENOA', `No access to customer ${customerId}`);
    return ok({
      kyc: {
        customerType: picture.customerType,
        verified: picture.verified,
        limited: picture.limited,
        isRepresentative: picture.isRepresentative,
        isNeedKyc: picture.isNeedKyc,
        isNeedPersonalInfoUpdate: picture.isNeedPersonalInfoUpdate,
        taxFormStatus: picture.taxFormStatus,
        addresses: picture.addresses,
        proofOfResidence: picture.proofOfResidence,
        identityDocuments: picture.identityDocuments,
        phones: picture.phones,
        videoIdentityStatus: picture.videoIdentityStatus,
        limitReasons: picture.limitReasons,
        dueDiligence: await dueDiligenceOf(db, customerId),
      },
    });
  },
});

const kycRequestGet = sessionMethod({
  name: 'kycRequestGet',
  readOnly: true,
  payload: v.object({}),
  async handle({ db, customerId }) {
    const picture = await kycPicture(db, customerId);
    if (!picture) return failure('ENOA', `No access to customer ${customerId}`);
    return ok({ kycRequest: kycRequestOf(picture) });
  },
});

const kycInfoUpdate = sessionMethod({
  name: 'kycInfoUpdate',
  payload: v.object({
    occupationId: id(),
    sourceOfFundsId: id(),
    purposeOfAccountId: id(),
    estimatedMonthlyDepositId: id(),
  }),
  async handle({ db, sandbox, customerId }, answers) {
    const unknown = [
      ['occupationId', knownId(occupations, answers.occupationId)],
      ['sourceOfFundsId', knownId(allSourcesOfFunds, answers.sourceOfFundsId)],
      ['purposeOfAccountId', knownId(allPurposesOfAccount, answers.purposeOfAccountId)],
      ['estimatedMonthlyDepositId', knownId(estimatedMonthlyDeposits, answers.estimatedMonthlyDepositId)],
    ].find(([, known]) => !known);
    if (unknown) return invalid(String(unknown[0]), 'is not in its dictionary');
    await db
      .insert(kycProfiles)
      .values({ customerId, ...answers })
      .onConflictDoUpdate({ target: kycProfiles.customerId, set: answers });
    await recomputeCustomer(db, sandbox, customerId);
    const picture = await kycPicture(db, customerId);
    return picture ? ok({ kycRequest: kycRequestOf(picture) }) : failure('ENOA', `No access to customer ${customerId}`);
  },
});

const dueDiligenceInfoGet = sessionMethod({
  name: 'dueDiligenceInfoGet',
  readOnly: true,
  payload: v.object({}),
  handle: async ({ db, customerId }) => ok({ dueDiligence: await dueDiligenceOf(db, customerId) }),
});

export const kycRequestMethods: MethodDefinition[] = [
  kycCustomerInfoGet,
  kycRequestGet,
  kycInfoUpdate,
  dueDiligenceInfoGet,
];
