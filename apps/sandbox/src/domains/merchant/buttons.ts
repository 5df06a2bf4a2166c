// Saved payment buttons with their pbn (pay-by-link) settings, and business logos (WIRE.md "Buttons and logos").
// A logo is a multipart upload: its type is judged by its first bytes (PNG or JPEG), at most 512 kB; the first
// logo is the default one, and making another the default unsets it.
import { and, eq, ne } from 'drizzle-orm';
import * as v from 'valibot';
import { accessDenied, invalid, ok } from '../../api/answers.ts';
import { flag, id, positiveDecimalAmount, requiredText, text } from '../../api/fields.ts';
import { type MethodDefinition, type SessionContext, sessionMethod } from '../../api/registry.ts';
import { atScale, toMinor } from '../../money.ts';
import { canAct } from '../accounts/accounts.ts';
import { accounts } from '../accounts/tables.ts';
import { merchantButtons, merchantLogos } from './tables.ts';

export const LOGO_MAX_BYTES = 512_000;
const ButtonFields = {
  name: v.pipe(requiredText(), v.maxLength(100, 'must be at most 100 characters')),
  accountId: id(),
  amount: positiveDecimalAmount(),
  description: v.optional(v.pipe(text(), v.maxLength(500, 'must be at most 500 characters')), ''),
  logoId: v.optional(v.nullable(id()), null),
  returnUrl: v.optional(v.pipe(text(), v.maxLength(2000, 'must be at most 2000 characters')), ''),
  pbnEnabled: v.optional(flag(), false),
  pbnExpiryDays: v.optional(v.pipe(id(), v.maxValue(365, 'must be at most 365 days')), 30),
};
type ButtonInput = v.InferOutput<v.ObjectSchema<typeof ButtonFields, undefined>>;

const wireButton = (row: typeof merchantButtons.$inferSelect) => ({
  id: row.id,
  name: row.name,
  accountId: row.accountId,
  amount: atScale(row.amount, row.currencyCode),
  currencyCode: row.currencyCode,
  description: row.description,
  logoId: row.logoId,
  returnUrl: row.returnUrl,
  pbnEnabled: row.pbnEnabled,
  pbnExpiryDays: row.pbnExpiryDays,
});

const wireLogo = (row: typeof merchantLogos.$inferSelect, withFile = false) => ({
  id: row.id,
  name: row.name,
  isDefault: row.isDefault,
  mimeType: row.mimeType,
  ...(withFile ? { file: `data:${row.mimeType};base64,${row.content}` } : {}),
});

async function checkButton(ctx: SessionContext, input: ButtonInput) {
  const [account] = await ctx.db
    .select({ currencyCode: accounts.currencyCode })
    .from(accounts)
    .where(and(eq(accounts.id, input.accountId), eq(accounts.customerId, ctx.customerId), ne(accounts.statusId, 11)));
  if (!account) return { refusal: invalid('accountId', 'is not one of your open accounts') };
  if (toMinor(input.amount, account.currencyCode) === null)
    return { refusal: invalid('amount', `has more decimals than ${account.currencyCode} has`) };
  if (input.returnUrl && !/^https?:\/\/\S+$/.test(input.returnUrl))
    return { refusal: invalid('returnUrl', 'must be an http or https address') };
  if (input.logoId) {
    const [logo] = await ctx.db
      .select({ id: merchantLogos.id })
      .from(merchantLogos)
      .where(and(eq(merchantLogos.id, input.logoId), eq(merchantLogos.customerId, ctx.customerId)));
    if (!logo) return { refusal: invalid('logoId', 'is not one of your logos') };
  }
  return { values: { ...input, currencyCode: account.currencyCode } };
}

const writes =
  <P>(handler: (ctx: SessionContext, input: P) => Promise<ReturnType<typeof ok>>) =>
  (ctx: SessionContext, input: P) =>
    canAct(ctx.accessRights) ? handler(ctx, input) : Promise.resolve(accessDenied());

const buttonOf = (ctx: SessionContext, buttonId: number) =>
  and(eq(merchantButtons.id, buttonId), eq(merchantButtons.customerId, ctx.customerId));
const logoOf = (ctx: SessionContext, logoId: number) =>
  and(eq(merchantLogos.id, logoId), eq(merchantLogos.customerId, ctx.customerId));

const buttonMethods: MethodDefinition[] = [
  sessionMethod({
    name: 'buttonList',
    readOnly: true,
    payload: v.object({}),
    async handle(ctx) {
      const rows = await ctx.db
        .select()
        .from(merchantButtons)
        .where(eq(merchantButtons.customerId, ctx.customerId))
        .orderBy(merchantButtons.id);
      return ok({ buttons: rows.map(wireButton) });
    },
  }),
  sessionMethod({
    name: 'buttonGet',
    readOnly: true,
    payload: v.object({ id: id() }),
    async handle(ctx, { id: buttonId }) {
      const [row] = await ctx.db.select().from(merchantButtons).where(buttonOf(ctx, buttonId));
      return row ? ok({ button: wireButton(row) }) : invalid('id', 'is not one of your buttons');
    },
  }),
  sessionMethod({
    name: 'buttonCreate',
    idempotent: true,
    payload: v.object(ButtonFields),
    handle: writes(async (ctx, input: ButtonInput) => {
      const checked = await checkButton(ctx, input);
      if (checked.refusal) return checked.refusal;
      const [row] = await ctx.db
        .insert(merchantButtons)
        .values({ customerId: ctx.customerId, ...checked.values })
        .returning();
      return ok({ responseDescription: 'Button saved', button: row && wireButton(row) });
    }),
  }),
  sessionMethod({
    name: 'buttonUpdate',
    idempotent: true,
    payload: v.object({ id: id(), ...ButtonFields }),
    handle: writes(async (ctx, { id: buttonId, ...input }: ButtonInput & { id: number }) => {
      const checked = await checkButton(ctx, input);
      if (checked.refusal) return checked.refusal;
      const [row] = await ctx.db.update(merchantButtons).set(checked.values).where(buttonOf(ctx, buttonId)).returning();
      return row
        ? ok({ responseDescription: 'Button saved', button: wireButton(row) })
        : invalid('id', 'is not one of your buttons');
    }),
  }),
  sessionMethod({
    name: 'buttonDelete',
    idempotent: true,
    payload: v.object({ id: id() }),
    handle: writes(async (ctx, { id: buttonId }: { id: number }) => {
      const [row] = await ctx.db.delete(merchantButtons).where(buttonOf(ctx, buttonId)).returning();
      return row ? ok({ responseDescription: 'Button deleted' }) : invalid('id', 'is not one of your buttons');
    }),
  }),
];

async function makeDefault(ctx: SessionContext, logoId: number) {
  await ctx.db.update(merchantLogos).set({ isDefault: false }).where(eq(merchantLogos.customerId, ctx.customerId));
  await ctx.db.update(merchantLogos).set({ isDefault: true }).where(logoOf(ctx, logoId));
}

const logoMethods: MethodDefinition[] = [
  sessionMethod({
    name: 'logoList',
    readOnly: true,
    payload: v.object({ pageSize: v.optional(v.pipe(id(), v.maxValue(1000)), 1000) }),
    async handle(ctx, { pageSize }) {
      const rows = await ctx.db
        .select()
        .from(merchantLogos)
        .where(eq(merchantLogos.customerId, ctx.customerId))
        .orderBy(merchantLogos.id)
        .limit(pageSize);
      return ok({ logos: rows.map((row) => wireLogo(row, true)) });
    },
  }),
  sessionMethod({
    name: 'logoGet',
    readOnly: true,
    payload: v.object({ id: id() }),
    async handle(ctx, { id: logoId }) {
      const [row] = await ctx.db.select().from(merchantLogos).where(logoOf(ctx, logoId));
      return row ? ok({ logo: wireLogo(row, true) }) : invalid('id', 'is not one of your logos');
    },
  }),
  sessionMethod({
    name: 'logoCreate',
    idempotent: true,
    files: ['file'],
    payload: v.object({
      name: v.pipe(requiredText(), v.maxLength(100, 'must be at most 100 characters')),
      isDefault: v.optional(flag(), false),
    }),
    handle: writes(async (ctx, input: { name: string; isDefault: boolean }) => {
      const file = ctx.files.get('file');
      if (!file) return invalid('file', 'is required');
      if (file.contentType !== 'image/png' && file.contentType !== 'image/jpeg')
        return invalid('file', 'must be a PNG or JPEG image');
      if (file.size > LOGO_MAX_BYTES) return invalid('file', `must be at most ${LOGO_MAX_BYTES / 1000} kB`);
      const existing = await ctx.db
        .select({ id: merchantLogos.id })
        .from(merchantLogos)
        .where(eq(merchantLogos.customerId, ctx.customerId));
      const [row] = await ctx.db
        .insert(merchantLogos)
        .values({
          customerId: ctx.customerId,
          name: input.name,
          mimeType: file.contentType,
          content: Buffer.from(file.bytes).toString('base64'),
        })
        .returning();
      if (!row) throw new Error('logo not stored');
      if (input.isDefault || existing.length === 0) await makeDefault(ctx, row.id);
      return ok({
        responseDescription: 'Logo saved',
        logo: wireLogo({ ...row, isDefault: input.isDefault || existing.length === 0 }),
      });
    }),
  }),
  sessionMethod({
    name: 'logoUpdate',
    idempotent: true,
    payload: v.object({
      id: id(),
      name: v.optional(v.pipe(requiredText(), v.maxLength(100, 'must be at most 100 characters'))),
      isDefault: v.optional(flag()),
    }),
    handle: writes(async (ctx, input: { id: number; name?: string; isDefault?: boolean }) => {
      const [row] = await ctx.db.select().from(merchantLogos).where(logoOf(ctx, input.id));
      if (!row) return invalid('id', 'is not one of your logos');
      if (input.name) await ctx.db.update(merchantLogos).set({ name: input.name }).where(logoOf(ctx, input.id));
      if (input.isDefault) await makeDefault(ctx, input.id);
      const [saved] = await ctx.db.select().from(merchantLogos).where(logoOf(ctx, input.id));
      return ok({ responseDescription: 'Logo saved', logo: saved && wireLogo(saved) });
    }),
  }),
  sessionMethod({
    name: 'logoDelete',
    idempotent: true,
    payload: v.object({ id: id() }),
    handle: writes(async (ctx, { id: logoId }: { id: number }) => {
      const [row] = await ctx.db.delete(merchantLogos).where(logoOf(ctx, logoId)).returning();
      if (!row) return invalid('id', 'is not one of your logos');
      await ctx.db.update(merchantButtons).set({ logoId: null }).where(eq(merchantButtons.logoId, logoId));
      if (row.isDefault) {
        const [next] = await ctx.db
          .select({ id: merchantLogos.id })
          .from(merchantLogos)
          .where(eq(merchantLogos.customerId, ctx.customerId))
          .orderBy(merchantLogos.id)
          .limit(1);
        if (next) await makeDefault(ctx, next.id);
      }
      return ok({ responseDescription: 'Logo deleted' });
    }),
  }),
];

export const buttonAndLogoMethods: MethodDefinition[] = [...buttonMethods, ...logoMethods];
