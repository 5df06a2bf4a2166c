// The customer domain's seeding: the terms (bank), each demo customer with its phone and address
// (customer; identity documents and limit reasons are kyc's), each person's user row, accesses and accepted terms
// (person), and the companies' representatives (finish). Data: seed-data.ts.
import { companies, type DemoPerson, isCompany, loginOf } from '../../seed/people.ts';
import { DAY, type DomainSeed, idOf } from '../../seed/steps.ts';
import { companyAccesses, customerData, demoTerms, pendingTerms, representatives } from './seed-data.ts';
import {
  customerAccesses,
  customerAddresses,
  customers,
  phones,
  representatives as representativesTable,
  terms,
  termsAcceptances,
  users,
} from './tables.ts';

const userTypeOf: Record<DemoPerson['kind'], number> = { personal: 1, owner: 1, employee: 3, admin: 4 };

export const customerSeed: DomainSeed = {
  async bank({ db }) {
    await db.insert(terms).values(demoTerms);
  },

  async customer(run) {
    const { db, key } = run;
    const data = customerData[key];
    const [row] = await db
      .insert(customers)
      .values({
        customerType: isCompany(key) ? 2 : 0,
        businessName: companies.find((company) => company.key === key)?.name ?? null,
        verified: data.verified,
        limited: data.limited ?? false,
        isNeedKyc: data.isNeedKyc ?? false,
        dueDiligenceLevel: data.dueDiligenceLevel ?? 1,
        residenceCountryCode: data.residenceCountryCode,
        taxId: data.taxId ?? null,
        permissions: data.permissions ?? [],
        taxResidencyCertStatus: data.taxResidencyCertStatus ?? (data.verified ? 'validated' : 'none'),
        createdAt: run.openedAt,
      })
      .returning({ id: customers.id });
    const customerId = row?.id ?? 0;
    run.customerIds.set(key, customerId);

    if (data.phone) await db.insert(phones).values({ customerId, ...data.phone });
    await db
      .insert(customerAddresses)
      .values({ customerId, ...data.address, status: 'confirmed', createdAt: run.openedAt });
  },

  async person(run, person) {
    const { db, now } = run;
    const customerId = idOf(run.customerIds, person.customer);
    const [row] = await db
      .insert(users)
      .values({
        login: loginOf(person.name),
        passwordHash: run.passwordHash,
        firstName: person.firstName,
        lastName: person.lastName,
        birthDay: person.birthDay,
        customerId,
        userType: userTypeOf[person.kind],
        loginFlow: person.flow,
        isAdmin: person.kind === 'admin',
        createdAt: run.openedAt,
      })
      .returning({ id: users.id });
    const userId = row?.id ?? 0;
    run.userIds.set(person.name, userId);

    const companiesOf = companyAccesses[person.name];
    const accesses = companiesOf?.map((access) => ({
      customerId: idOf(run.customerIds, access.company),
      accessRights: access.accessRights,
    })) ?? [{ customerId, accessRights: 2 }];
    await db.insert(customerAccesses).values(accesses.map((access) => ({ userId, ...access })));

    const pending = pendingTerms[person.name] ?? [];
    const termRows = await db.select({ id: terms.id, key: terms.key }).from(terms).orderBy(terms.id);
    await db
      .insert(termsAcceptances)
      .values(
        termRows
          .filter((entry) => !pending.includes(entry.key))
          .map((entry) => ({ userId, termsId: entry.id, acceptedAt: new Date(now.getTime() - 30 * DAY) })),
      );
  },

  async finish(run) {
    for (const company of companies) {
      await run.db.insert(representativesTable).values(
        representatives[company.key].map((r) => ({
          companyCustomerId: idOf(run.customerIds, company.key),
          typeId: r.typeId,
          firstName: r.firstName ?? null,
          lastName: r.lastName ?? null,
          companyName: r.companyName ?? null,
          email: r.email ?? null,
          sharePercent: r.sharePercent ?? null,
          userId: r.user ? (run.userIds.get(r.user) ?? null) : null,
          accessRights: r.accessRights ?? null,
          isVerified: r.isVerified,
        })),
      );
    }
  },
};
