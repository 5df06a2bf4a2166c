// customerInfo, termsAccept, customerAccessInfo.
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { failure, invalid, ok } from '../../api/answers.ts';
import { id } from '../../api/fields.ts';
import { type MethodDefinition, sessionMethod } from '../../api/registry.ts';
import type { Db } from '../../db/open.ts';
import { type PreparedStatement, preparedRows } from '../../db/prepared.ts';
import type { Lang } from '../../lang.ts';
import { fatcaActionRequired } from './fatca.ts';
import { customerAccesses, customers, representatives, terms, termsAcceptances } from './tables.ts';

export interface TermsEntry {
  id: number;
  key: string;
  label: string;
  text: string;
  url: string;
  value: boolean;
}

type TermsTexts = (typeof terms.$inferSelect)['texts'];

/** A terms entry in the reader's language when the bank wrote it in it (terms.texts), else in English. */
export const termsIn = <T extends { label: string; text: string }>(entry: T, texts: TermsTexts, lang: Lang): T => ({
  ...entry,
  label: texts?.[lang]?.label ?? entry.label,
  text: texts?.[lang]?.text ?? entry.text,
});

/** Every terms entry with `value` = accepted by this user, in `lang`. */
export async function termsOf(db: Db, userId: number, lang: Lang): Promise<TermsEntry[]> {
  const rows = await db
    .select({
      id: terms.id,
      key: terms.key,
      label: terms.label,
      text: terms.text,
      texts: terms.texts,
      url: terms.url,
      value: sql<boolean>`${termsAcceptances.userId} is not null`,
    })
    .from(terms)
    .leftJoin(termsAcceptances, and(eq(termsAcceptances.termsId, terms.id), eq(termsAcceptances.userId, userId)))
    .orderBy(asc(terms.id));
  return rows.map(({ texts, ...entry }) => termsIn(entry, texts, lang));
}

interface CustomerInfoRow {
  user_id: number;
  login: string;
  first_name: string;
  last_name: string;
  birth_day: string | null;
  transaction_approve_mode: string;
  login2fa_mode: string;
  is_admin: boolean;
  second_factor: string;
  user_type: number;
  customer_id: number;
  business_name: string | null;
  customer_type: number;
  use_old_web: boolean;
  old_web_url: string | null;
  customer_creation_date: string;
  residence_country_code: string;
  tax_id: string | null;
  permissions: string[];
  verified: boolean;
  limited: boolean;
  due_diligence_level: number;
  is_need_personal_info_update: boolean;
  is_need_kyc: boolean;
  tax_residency_cert_status: string;
  address_country_codes: string[];
  related_accounts: number;
  terms: (TermsEntry & { texts: TermsTexts })[];
}

/** One statement for the most frequent call of the web app: the user, the customer, the terms. */
const customerInfoStatement: PreparedStatement = {
  name: 'sandbox_customer_info',
  params: 2,
  text: `select u.id as user_id, u.login, u.first_name, u.last_name, u.birth_day::text as birth_day,
      u.transaction_approve_mode, u.login2fa_mode, u.is_admin, u.second_factor, u.user_type,
      c.id as customer_id, c.business_name, c.customer_type, c.use_old_web, c.old_web_url,
      to_char(c.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as customer_creation_date,
      c.residence_country_code, c.tax_id, c.permissions, c.verified, c.limited, c.due_diligence_level,
      c.is_need_personal_info_update, c.is_need_kyc, c.tax_residency_cert_status,
      (select coalesce(json_agg(a.country_code), '[]'::json) from customer_addresses a
        where a.customer_id = c.id and a.status <> 'replaced') as address_country_codes,
      (select count(*)::int from customer_accesses ca where ca.user_id = u.id and ca.customer_id <> u.customer_id) as related_accounts,
      (select coalesce(json_agg(json_build_object('id', t.id, 'key', t.key, 'label', t.label, 'text', t.text,
          'url', t.url, 'texts', t.texts, 'value', ta.user_id is not null) order by t.id), '[]'::json)
        from terms t left join terms_acceptances ta on ta.terms_id = t.id and ta.user_id = u.id) as terms
    from users u join customers c on c.id = $2
    where u.id = $1`,
};

const customerInfo = sessionMethod({
  name: 'customerInfo',
  readOnly: true,
  payload: v.object({}),
  async handle({ db, session, customerId, lang }) {
    const [row] = await preparedRows<CustomerInfoRow>(db, customerInfoStatement, [session.userId, customerId]);
    if (!row) return failure('AU', 'Unauthorized');
    const entries = row.terms.map(({ texts, ...entry }) => termsIn(entry, texts, lang));
    const pending = entries.filter((entry) => !entry.value);
    if (pending.length > 0) return failure('TE', 'Please accept the updated terms', { terms: pending });
    return ok({
      customer: {
        userId: row.user_id,
        customerId: row.customer_id,
        login: row.login,
        firstName: row.first_name,
        lastName: row.last_name,
        businessName: row.business_name,
        customerType: row.customer_type,
        transactionApproveMode: row.transaction_approve_mode,
        login2faMode: row.login2fa_mode,
        isAdmin: row.is_admin,
        isHaveRelatedAccounts: row.related_accounts > 0,
        useOldWeb: row.use_old_web,
        oldWebUrl: row.old_web_url,
        birthDay: row.birth_day,
        customerCreationDate: row.customer_creation_date,
        residenceCountryCode: row.residence_country_code,
        taxId: row.tax_id,
        permissions: row.permissions,
        verified: row.verified,
        limited: row.limited,
        dueDiligenceLevel: row.due_diligence_level,
        isNeedPersonalInfoUpdate: row.is_need_personal_info_update,
        isNeedKyc: row.is_need_kyc,
        isFatcaActionRequired: fatcaActionRequired({
          customerType: row.customer_type,
          residenceCountryCode: row.residence_country_code,
          addressCountryCodes: row.address_country_codes,
          taxResidencyCertStatus: row.tax_residency_cert_status,
        }),
        secondFactor: row.second_factor,
        userType: row.user_type,
      },
      terms: entries,
    });
  },
});

const termsAccept = sessionMethod({
  name: 'termsAccept',
  payload: v.object({ termIds: v.pipe(v.array(id(), 'must be a list of terms ids'), v.nonEmpty('must not be empty')) }),
  async handle({ db, session, lang }, { termIds }) {
    const known = await db.select({ id: terms.id }).from(terms).where(inArray(terms.id, termIds));
    const unknown = termIds.filter((termId) => !known.some((row) => row.id === termId));
    if (unknown.length > 0) return invalid('termIds', `unknown terms ${unknown.join(', ')}`);
    await db
      .insert(termsAcceptances)
      .values(termIds.map((termsId) => ({ userId: session.userId, termsId })))
      .onConflictDoNothing();
    return ok({ terms: await termsOf(db, session.userId, lang) });
  },
});

const customerAccessInfo = sessionMethod({
  name: 'customerAccessInfo',
  readOnly: true,
  payload: v.object({}),
  async handle({ db, session, customerId, accessRights }) {
    const [customer] = await db.select().from(customers).where(eq(customers.id, customerId));
    if (!customer) return failure('ENOA', `No access to customer ${customerId}`);
    const accessList = await db
      .select({
        customerId: customers.id,
        businessName: customers.businessName,
        customerType: customers.customerType,
        accessRights: customerAccesses.accessRights,
        verified: customers.verified,
      })
      .from(customerAccesses)
      .innerJoin(customers, eq(customers.id, customerAccesses.customerId))
      .where(and(eq(customerAccesses.userId, session.userId), ne(customerAccesses.accessRights, 0)))
      .orderBy(asc(customers.id));
    const positions = await db
      .selectDistinct({ typeId: representatives.typeId })
      .from(representatives)
      .where(and(eq(representatives.companyCustomerId, customerId), eq(representatives.userId, session.userId)))
      .orderBy(asc(representatives.typeId));
    return ok({
      customerId,
      permissions: customer.permissions,
      accessRights,
      accessList,
      businessRepresentativePositionIds: positions.map((p) => p.typeId),
      isNeedKyc: customer.isNeedKyc,
      taxResidencySelfCertificationDocumentStatus: customer.taxResidencyCertStatus,
    });
  },
});

export const customerMethods: MethodDefinition[] = [customerInfo, termsAccept, customerAccessInfo];
