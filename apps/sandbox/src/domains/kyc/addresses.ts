// Addresses (WIRE.md "Address"), on customer's customer_addresses: create (unconfirmed 0), replace (the
// new one takes the old one's place; the old one stays the shipping address until the new one is
// confirmed), the person's own confirmation, the proof of address (pending 2 until reviewed), the proof
// of residence, and delete (never the last confirmed home address).
import { and, eq, ne } from 'drizzle-orm';
import * as v from 'valibot';
import { failure, invalid, ok, validationFailed } from '../../api/answers.ts';
import { dateText, id, requiredText, text } from '../../api/fields.ts';
import { type MethodDefinition, type SessionContext, sessionMethod } from '../../api/registry.ts';
import { customerAddresses, users } from '../customer/tables.ts';
import { countryCode } from './identity.ts';
import { kycPicture, recomputeCustomer } from './customer-kyc.ts';
import { documentRuleErrors } from './document-types.ts';
import { type Purpose, storeDocument } from './documents.ts';
import { statesOf } from './states.ts';
import { kycProfiles } from './tables.ts';
import { addressesOf } from './views.ts';

const addressFields = {
  addressType: v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(/^\d$/))], 'must be an address type 0 to 5'),
    v.transform(Number),
    v.integer('must be an address type 0 to 5'),
    v.minValue(0, 'must be an address type 0 to 5'),
    v.maxValue(5, 'must be an address type 0 to 5'),
  ),
  address1: v.pipe(requiredText(), v.maxLength(120, 'must be at most 120 characters')),
  address2: v.optional(v.pipe(text(), v.maxLength(120, 'must be at most 120 characters'))),
  city: v.pipe(requiredText(), v.maxLength(60, 'must be at most 60 characters')),
  postalCode: v.pipe(requiredText(), v.maxLength(16, 'must be at most 16 characters')),
  countryCode: countryCode(),
  stateCode: v.optional(v.pipe(text(), v.maxLength(8, 'must be at most 8 characters'))),
};
type AddressInput = v.InferOutput<v.ObjectSchema<typeof addressFields, undefined>>;

async function ownAddress(ctx: SessionContext, addressId: number) {
  const [row] = await ctx.db
    .select()
    .from(customerAddresses)
    .where(and(eq(customerAddresses.customerId, ctx.customerId), eq(customerAddresses.id, addressId)));
  return row && row.status !== 'replaced' ? row : null;
}

const viewOf = async (ctx: SessionContext, addressId: number) =>
  (await addressesOf(ctx.db, ctx.customerId)).find((address) => address.addressId === addressId) ?? null;

async function createAddress(ctx: SessionContext, input: AddressInput, replacesId: number | null) {
  const states = statesOf(input.countryCode);
  if (states.length > 0 && !states.some((state) => state.stateCode === input.stateCode)) {
    return invalid('stateCode', input.stateCode ? 'is not a state of this country' : 'is required for this country');
  }
  const [row] = await ctx.db
    .insert(customerAddresses)
    .values({
      customerId: ctx.customerId,
      ...input,
      address2: input.address2 || null,
      stateCode: input.stateCode || null,
      addressStatus: 0,
      personConfirmed: true,
      status: 'open',
      replacesId,
      createdAt: ctx.sandbox.now(),
    })
    .returning({ id: customerAddresses.id });
  return row ? ok({ address: await viewOf(ctx, row.id) }) : failure('AE', 'The address was not stored');
}

const customerAddressCreate = sessionMethod({
  name: 'customerAddressCreate',
  payload: v.object({ ...addressFields, addressType: v.optional(addressFields.addressType, 1) }),
  handle: (ctx, input) => createAddress(ctx, input, null),
});

const customerAddressReplace = sessionMethod({
  name: 'customerAddressReplace',
  payload: v.object({
    ...addressFields,
    addressId: id(),
    addressStatus: v.optional(v.picklist([1, '1'], 'must be 1')),
  }),
  async handle(ctx, { addressId, addressStatus: _status, ...input }) {
    if (!(await ownAddress(ctx, addressId))) return invalid('addressId', 'is not one of your addresses');
    return createAddress(ctx, input, addressId);
  },
});

const addressConfirm = sessionMethod({
  name: 'addressConfirm',
  payload: v.object({ addressId: id() }),
  async handle(ctx, { addressId }) {
    if (!(await ownAddress(ctx, addressId))) return invalid('addressId', 'is not one of your addresses');
    await ctx.db.update(customerAddresses).set({ personConfirmed: true }).where(eq(customerAddresses.id, addressId));
    await recomputeCustomer(ctx.db, ctx.sandbox, ctx.customerId);
    return ok({ address: await viewOf(ctx, addressId) });
  },
});

const proofPayload = v.object({ addressId: id(), documentTypeId: id(), issuedDate: dateText() });

/** Checks and stores a proof for an address (`file`): answers the VF, or nothing when stored. */
async function storeProof(ctx: SessionContext, input: v.InferOutput<typeof proofPayload>, purpose: Purpose) {
  if (!(await ownAddress(ctx, input.addressId))) return invalid('addressId', 'is not one of your addresses');
  const file = ctx.files.get('file');
  const back = ctx.files.get('back'); // a residence permit's back page
  const errors = documentRuleErrors({
    documentTypeId: input.documentTypeId,
    categoryIds: purpose === 'residence' ? [2, 12] : [2],
    issuedDate: input.issuedDate,
    hasFront: Boolean(file),
    hasBack: Boolean(back),
    frontPart: 'file',
    today: ctx.sandbox.now(),
  });
  if (errors.length > 0 || !file) return validationFailed(errors);
  const [user] = await ctx.db.select({ login: users.login }).from(users).where(eq(users.id, ctx.session.userId));
  await ctx.db.transaction(async (tx) => {
    const owner = {
      customerId: ctx.customerId,
      purpose,
      addressId: input.addressId,
      createdUsername: user?.login ?? '',
    };
    const document = { ...owner, documentTypeId: input.documentTypeId, issuedDate: input.issuedDate };
    await storeDocument(tx, document, file, back, ctx.sandbox.now());
    if (purpose === 'address') {
      await tx.update(customerAddresses).set({ addressStatus: 2 }).where(eq(customerAddresses.id, input.addressId));
    } else {
      await tx
        .insert(kycProfiles)
        .values({ customerId: ctx.customerId, proofOfResidenceStatus: 'pending' })
        .onConflictDoUpdate({ target: kycProfiles.customerId, set: { proofOfResidenceStatus: 'pending' } });
    }
  });
  return undefined;
}

const confirmAddress = sessionMethod({
  name: 'confirmAddress',
  files: ['file'],
  payload: proofPayload,
  async handle(ctx, input) {
    const refused = await storeProof(ctx, input, 'address');
    return refused ?? ok({ address: await viewOf(ctx, input.addressId) });
  },
});

const confirmResidence = sessionMethod({
  name: 'confirmResidence',
  files: ['file', 'back'],
  payload: proofPayload,
  async handle(ctx, input) {
    const refused = await storeProof(ctx, input, 'residence');
    if (refused) return refused;
    const picture = await kycPicture(ctx.db, ctx.customerId);
    return ok({ proofOfResidence: picture?.proofOfResidence ?? null });
  },
});

const addressDelete = sessionMethod({
  name: 'addressDelete',
  payload: v.object({ id: id() }),
  async handle(ctx, input) {
    const row = await ownAddress(ctx, input.id);
    if (!row) return invalid('id', 'is not one of your addresses');
    if (row.status === 'confirmed') return invalid('id', 'is your confirmed home address: replace it instead');
    // Kept as replaced (cards and documents may refer to it); an address it was to replace stays.
    await ctx.db
      .update(customerAddresses)
      .set({ status: 'replaced', replacesId: null })
      .where(and(eq(customerAddresses.id, row.id), ne(customerAddresses.status, 'confirmed')));
    return ok();
  },
});

const addressInquiry = sessionMethod({
  name: 'addressInquiry',
  readOnly: true,
  payload: v.object({}),
  handle: async ({ db, customerId, lang }) => ok({ addresses: await addressesOf(db, customerId, lang) }),
});

export const addressMethods: MethodDefinition[] = [
  customerAddressCreate,
  customerAddressReplace,
  addressConfirm,
  confirmAddress,
  confirmResidence,
  addressDelete,
  addressInquiry,
];
