// The KYC domain's seeding (data: seed-data.ts): per customer its identity document, questionnaire and
// proof of residence, limit reasons with their uploads, a reviewed proof of address where given; per
// person their sign-in e-mail as the primary payment e-mail.
import { and, eq } from 'drizzle-orm';
import { isCompany, loginOf } from '../../seed/people.ts';
import { DAY, type DomainSeed, idOf } from '../../seed/steps.ts';
import { customerAddresses, customers } from '../customer/tables.ts';
import { storeDocument } from './documents.ts';
import { addressProofs, limitReasonData, questionnaire, seedPdf, withoutIdentity } from './seed-data.ts';
import { identityDocuments, kycProfiles, limitReasons, paymentEmails } from './tables.ts';

const pdf = (title: string) => {
  const bytes = seedPdf(title);
  return { part: 'file', filename: `${title}.pdf`, contentType: 'application/pdf' as const, size: bytes.length, bytes };
};
const dateOf = (at: Date) => at.toISOString().slice(0, 10);

export const kycSeed: DomainSeed = {
  async customer(run) {
    const { db, key, now } = run;
    const customerId = idOf(run.customerIds, key);
    const [customer] = await db.select().from(customers).where(eq(customers.id, customerId));
    const country = customer?.residenceCountryCode ?? null;
    const createdUsername = 'bank';
    if (!withoutIdentity.includes(key)) {
      await db.insert(identityDocuments).values({
        customerId,
        typeId: 1,
        number: `P${String(customerId).padStart(8, '0')}`,
        countryCode: country,
        statusId: 2,
        issuedDate: '2021-05-10',
        expiresDate: '2031-05-09',
      });
    }
    await db.insert(kycProfiles).values({
      customerId,
      ...questionnaire,
      citizenshipCountryCode: country,
      proofOfResidenceStatus: 'validated',
    });
    for (const reason of limitReasonData[key] ?? []) {
      const [row] = await db
        .insert(limitReasons)
        .values({
          customerId,
          actionTypeId: reason.actionTypeId,
          name: reason.name,
          requirementDocuments: reason.requirementDocuments,
        })
        .returning({ id: limitReasons.id });
      for (const upload of reason.uploads) {
        const at = new Date(now.getTime() - upload.daysAgo * DAY);
        const document = { customerId, purpose: 'limitReason' as const, createdUsername, limitReasonId: row?.id ?? 0 };
        const { documentTypeId, statusId } = upload;
        await storeDocument(
          db,
          { ...document, documentTypeId, statusId, issuedDate: dateOf(at) },
          pdf(reason.name),
          undefined,
          at,
        );
      }
    }
    const proof = addressProofs[key];
    if (proof) {
      const [address] = await db
        .select({ id: customerAddresses.id })
        .from(customerAddresses)
        .where(and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.status, 'confirmed')));
      const at = new Date(now.getTime() - proof.daysAgo * DAY);
      const document = { customerId, purpose: 'address' as const, createdUsername, addressId: address?.id ?? 0 };
      await storeDocument(
        db,
        { ...document, documentTypeId: proof.documentTypeId, statusId: 2, issuedDate: dateOf(at) },
        pdf('Utility bill'),
        undefined,
        at,
      );
    }
  },

  async person(run, person) {
    if (isCompany(person.customer)) return;
    await run.db.insert(paymentEmails).values({
      customerId: idOf(run.customerIds, person.customer),
      email: loginOf(person.name),
      status: 'Primary',
      createdAt: run.openedAt,
    });
  },
};
