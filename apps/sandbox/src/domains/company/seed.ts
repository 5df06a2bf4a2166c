// The company domain's seeding (data: seed-data.ts), once everyone exists (finish): each company's profile,
// its registered address (the confirmed one, type 2) and place of business (type 5), its documents with their
// requirements, the bank's unassigned documents, and what the bank knows of each representative.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { companies } from '../../seed/people.ts';
import { DAY, type DomainSeed, idOf } from '../../seed/steps.ts';
import { customerAddresses, customers, representatives } from '../customer/tables.ts';
import { documentTypeOf } from '../kyc/document-types.ts';
import { storeDocument } from '../kyc/documents.ts';
import { seedPdf } from '../kyc/seed-data.ts';
import { uploadedDocuments } from '../kyc/tables.ts';
import { type RepresentativeKey, companySeeds } from './seed-data.ts';
import { companyDocuments, companyProfiles, representativeDetails } from './tables.ts';

const pdf = (title: string) => {
  const bytes = seedPdf(title);
  return { part: 'file', filename: `${title}.pdf`, contentType: 'application/pdf' as const, size: bytes.length, bytes };
};

async function representativeId(db: Db, customerId: number, key: RepresentativeKey): Promise<number> {
  const rows = await db
    .select()
    .from(representatives)
    .where(and(eq(representatives.companyCustomerId, customerId), eq(representatives.typeId, key.typeId)));
  const row = rows.find((r) => r.firstName === key.name || r.companyName === key.name);
  if (!row) throw new Error(`Seeding: no representative ${key.name} (${key.typeId})`);
  return row.id;
}

export const companySeed: DomainSeed = {
  async finish(run) {
    const { db, now } = run;
    for (const company of companies) {
      const data = companySeeds[company.key];
      const customerId = idOf(run.customerIds, company.key);
      const [customer] = await db.select().from(customers).where(eq(customers.id, customerId));
      await db.insert(companyProfiles).values({
        customerId,
        registrationCountryCode: customer?.residenceCountryCode ?? 'GB',
        ...data.profile,
      });
      const [registered] = await db
        .update(customerAddresses)
        .set({ addressType: 2 })
        .where(and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.status, 'confirmed')))
        .returning({ id: customerAddresses.id });
      const [place] = data.placeOfBusiness
        ? await db
            .insert(customerAddresses)
            .values({
              customerId,
              ...data.placeOfBusiness,
              addressType: 5,
              addressStatus: 1,
              status: 'open',
              createdAt: run.openedAt,
            })
            .returning({ id: customerAddresses.id })
        : [];
      for (const doc of data.documents) {
        const at = new Date(now.getTime() - doc.daysAgo * DAY);
        const title = documentTypeOf(doc.documentTypeId)?.name ?? 'Document';
        const [stored] = await storeDocument(
          db,
          {
            customerId,
            purpose: doc.representative ? 'representative' : 'company',
            documentTypeId: doc.documentTypeId,
            statusId: doc.statusId,
            createdUsername: 'boris.business@demo.paydeck.test',
            issuedDate: at.toISOString().slice(0, 10),
          },
          pdf(title),
          undefined,
          at,
        );
        if (!stored) continue;
        if (doc.rejectReason) {
          await db
            .update(uploadedDocuments)
            .set({ rejectReason: doc.rejectReason })
            .where(eq(uploadedDocuments.id, stored.id));
        }
        await db.insert(companyDocuments).values({
          documentId: stored.id,
          customerId,
          target: doc.target,
          representativeId: doc.representative ? await representativeId(db, customerId, doc.representative) : null,
          addressId: doc.address === 'registered' ? (registered?.id ?? null) : doc.address ? (place?.id ?? null) : null,
          assignedBy: 'customer',
          assignedAt: at,
        });
      }
      for (const doc of data.unassigned) {
        const at = new Date(now.getTime() - 2 * DAY);
        await storeDocument(
          db,
          { customerId, purpose: 'bank', documentTypeId: doc.documentTypeId, createdUsername: 'bank' },
          pdf(doc.title),
          undefined,
          at,
        );
      }
      for (const detail of data.details) {
        const { typeId, name, birthDay, phone, address, identity } = detail;
        await db.insert(representativeDetails).values({
          representativeId: await representativeId(db, customerId, { typeId, name }),
          birthDay,
          phoneCountryCode: phone?.[0] ?? null,
          phone: phone?.[1] ?? null,
          ...(address ?? {}),
          identityTypeId: identity?.typeId ?? null,
          identityNumber: identity?.number ?? null,
          identityCountryCode: identity?.countryCode ?? null,
          identityIssuedDate: identity?.issuedDate ?? null,
          identityExpiresDate: identity?.expiresDate ?? null,
        });
      }
    }
  },
};
