// wFormUpload (identity spec 7.2: "returns signData with clientId and signUrls, for an embedded e-signature
// service"): the required US form of a saved certification is prepared for signing on the sandbox's signing
// page (signing-page.ts). A session signs a person's or a company's form; a representative's auth secret
// theirs. The certificate of loss of nationality is uploaded here too (multipart, the file part `document`).
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { accessDenied, failure, invalid, ok } from '../../api/answers.ts';
import { text } from '../../api/fields.ts';
import {
  type MethodContext,
  type MethodDefinition,
  type SessionContext,
  sessionOrSecretMethod,
} from '../../api/registry.ts';
import { newToken, sha256Hex } from '../../crypto.ts';
import type { Db } from '../../db/open.ts';
import { customers, users } from '../customer/tables.ts';
import { storeDocument } from '../kyc/documents.ts';
import { type CertificationKind, certificationOf, completeIfReady, type Owner } from './certification.ts';
import { businessView, personalView, representativeOwner } from './methods.ts';
import { holderOf } from './secrets.ts';
import { signatureRequests, taxCertifications } from './tables.ts';

export const E_SIGNATURE_CLIENT_ID = 'paydeck-sandbox-esign';
export const SIGNING_PATH = '/api/e-signature';
export const SIGNING_MINUTES = 30;
const forms = ['W-8BEN', 'W-8BEN-E', 'W-9'] as const;

/** A path of the app (one leading slash, no scheme or host, no backslash): where the signing page returns. */
export const isAppPath = (value: string) =>
  value.length <= 512 && value.startsWith('/') && !value.startsWith('//') && !/[\\\s]/.test(value);

interface Signer {
  owner: Owner;
  signerName: string;
}

/** Who signs: the representative of the secret, or the session's person (for a company: on its behalf). */
async function signerOf(
  ctx: SessionContext | MethodContext,
  authSecret: string | undefined,
): Promise<Signer | 'refused' | 'denied'> {
  const { db, sandbox } = ctx;
  if (authSecret) {
    const holder = await holderOf(db, authSecret, sandbox.now());
    if (!holder) return 'refused';
    return { owner: representativeOwner(holder), signerName: `${holder.firstName} ${holder.lastName}`.trim() };
  }
  if (!('session' in ctx)) return 'refused';
  const [row] = await db
    .select({ user: users, customer: customers })
    .from(users)
    .innerJoin(customers, eq(customers.id, ctx.customerId))
    .where(eq(users.id, ctx.session.userId));
  if (!row) return 'refused';
  const person = `${row.user.firstName} ${row.user.lastName}`;
  if (row.customer.customerType === 0) {
    return { owner: { kind: 'personal', customerId: ctx.customerId, representativeId: null }, signerName: person };
  }
  if (ctx.accessRights !== 2) return 'denied';
  return {
    owner: { kind: 'business', customerId: ctx.customerId, representativeId: null },
    signerName: `${person} for ${row.customer.businessName ?? 'the company'}`,
  };
}

const wFormUpload = sessionOrSecretMethod({
  name: 'wFormUpload',
  payload: v.object({
    formType: v.picklist(forms, `must be ${forms.join(', ')}`),
    returnUrl: v.pipe(text(), v.check(isAppPath, 'must be a path of the app')),
    kind: v.optional(v.picklist(['personal', 'business', 'representative'])),
    authSecret: v.optional(v.string()),
  }),
  async handle(ctx, { formType, returnUrl, kind, authSecret }) {
    const signer = await signerOf(ctx, authSecret);
    if (signer === 'refused' || signer === 'denied') return accessDenied();
    if (kind && kind !== signer.owner.kind) return invalid('kind', `must be ${signer.owner.kind} for this caller`);
    const row = await certificationOf(ctx.db, signer.owner);
    if (!row) return invalid('formType', 'answer the certification first');
    if (row.requiredForm !== formType) {
      return invalid('formType', row.requiredForm ? `must be ${row.requiredForm}` : 'no form is asked');
    }
    if (row.signatureId !== null) return invalid('formType', 'is signed already');
    const now = ctx.sandbox.now();
    const token = newToken();
    await ctx.db
      .update(signatureRequests)
      .set({ status: 'ended' })
      .where(eq(signatureRequests.certificationId, row.id));
    const [request] = await ctx.db
      .insert(signatureRequests)
      .values({
        certificationId: row.id,
        formType,
        signerName: signer.signerName,
        tokenHash: sha256Hex(token),
        returnUrl,
        status: 'open',
        expiresAt: new Date(now.getTime() + SIGNING_MINUTES * 60_000),
        createdAt: now,
      })
      .returning({ id: signatureRequests.id });
    if (!request) return failure('AE', 'The signing could not be prepared');
    return ok({
      signData: {
        clientId: E_SIGNATURE_CLIENT_ID,
        signUrls: [`${SIGNING_PATH}/${request.id}?token=${encodeURIComponent(token)}`],
      },
      signatureRequestId: request.id,
    });
  },
});

async function viewOf(db: Db, kind: CertificationKind, owner: Owner, now: Date) {
  const row = await certificationOf(db, owner);
  const [customer] = await db.select().from(customers).where(eq(customers.id, owner.customerId));
  if (kind === 'business') {
    return businessView(
      row,
      {
        name: customer?.businessName ?? null,
        registrationCountryCode: customer?.residenceCountryCode ?? '',
        status: customer?.taxResidencyCertStatus ?? 'none',
      },
      now,
    );
  }
  return personalView(row, kind === 'personal' ? (customer?.taxResidencyCertStatus ?? 'none') : 'none', now);
}

const certificateOfLossOfNationalityUpload = sessionOrSecretMethod({
  name: 'certificateOfLossOfNationalityUpload',
  files: ['document'],
  payload: v.object({ authSecret: v.optional(v.string()) }),
  async handle(ctx, { authSecret }) {
    const signer = await signerOf(ctx, authSecret);
    if (signer === 'refused' || signer === 'denied') return accessDenied();
    const file = ctx.files.get('document');
    if (!file) return invalid('document', 'is required');
    const row = await certificationOf(ctx.db, signer.owner);
    if (!row?.needsLossOfNationality) return invalid('document', 'is not asked by this certification');
    const now = ctx.sandbox.now();
    const [stored] = await storeDocument(
      ctx.db,
      {
        customerId: signer.owner.customerId,
        purpose: 'tax',
        documentTypeId: 42,
        createdUsername: signer.signerName,
      },
      file,
      undefined,
      now,
    );
    await ctx.db
      .update(taxCertifications)
      .set({ lossOfNationalityDocumentId: stored?.id ?? null })
      .where(eq(taxCertifications.id, row.id));
    await completeIfReady(ctx.db, row.id, now);
    return ok({ certification: await viewOf(ctx.db, signer.owner.kind, signer.owner, now) });
  },
});

export const wFormMethods: MethodDefinition[] = [wFormUpload, certificateOfLossOfNationalityUpload];
