// The company's compliance declarations (identity spec 7.2 "declarations (studio and streaming platform) get and
// send; prohibited escort statement get and send"; the names and fields are named in packages/kyc/WIRE.md). Which
// ones a company signs follows its industry's group (declaration-rules.ts). A signature is kept: sending again
// answers the first one unchanged, so a retried send is harmless.
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { invalid, ok } from '../../api/answers.ts';
import { NAME_MAX, requiredText } from '../../api/fields.ts';
import { type MethodDefinition, type SessionContext, sessionMethod } from '../../api/registry.ts';
import { companyRefusal } from './access.ts';
import { type DeclarationKind, declarationTypes, requiredDeclarations } from './declaration-rules.ts';
import { companyDeclarations, companyProfiles } from './tables.ts';

type Signature = typeof companyDeclarations.$inferSelect;

async function stateOf(ctx: SessionContext) {
  const [profile] = await ctx.db
    .select({ industryId: companyProfiles.industryId })
    .from(companyProfiles)
    .where(eq(companyProfiles.customerId, ctx.customerId));
  const required = requiredDeclarations(profile?.industryId ?? null);
  const signed = await ctx.db
    .select()
    .from(companyDeclarations)
    .where(eq(companyDeclarations.customerId, ctx.customerId));
  const view = (kind: DeclarationKind) => {
    const row: Signature | undefined = signed.find((one) => one.kind === kind);
    return {
      isRequired: required.has(kind),
      isSigned: !!row,
      signerName: row?.signerName ?? null,
      signerPosition: row?.signerPosition ?? null,
      signedAt: row?.signedAt.toISOString() ?? null,
    };
  };
  return { required, view };
}

const signature = {
  signerName: requiredText('is required', { max: NAME_MAX }),
  signerPosition: requiredText('is required', { max: NAME_MAX }),
  isAgreed: v.literal(true, 'must be true: the declaration is read and agreed'),
};

async function sign(ctx: SessionContext, kind: DeclarationKind, input: { signerName: string; signerPosition: string }) {
  await ctx.db
    .insert(companyDeclarations)
    .values({
      customerId: ctx.customerId,
      kind,
      signerName: input.signerName,
      signerPosition: input.signerPosition,
      signedByUserId: ctx.session.userId,
      signedAt: ctx.sandbox.now(),
    })
    .onConflictDoNothing();
}

const declarationsAnswer = async (ctx: SessionContext) => {
  const { view } = await stateOf(ctx);
  return ok({ declarations: declarationTypes.map((type) => ({ type, ...view(type) })) });
};

const businessDeclarationsGet = sessionMethod({
  name: 'businessDeclarationsGet',
  payload: v.object({}),
  readOnly: true,
  async handle(ctx) {
    return (await companyRefusal(ctx, 'read')) ?? declarationsAnswer(ctx);
  },
});

const businessDeclarationsSend = sessionMethod({
  name: 'businessDeclarationsSend',
  payload: v.object({ type: v.picklist(declarationTypes, 'must be studio or streamingPlatform'), ...signature }),
  async handle(ctx, input) {
    const refused = await companyRefusal(ctx, 'full');
    if (refused) return refused;
    const { required } = await stateOf(ctx);
    if (!required.has(input.type)) return invalid('type', "is not asked of this company's industry");
    await sign(ctx, input.type, input);
    return declarationsAnswer(ctx);
  },
});

const statementAnswer = async (ctx: SessionContext) => ok({ statement: (await stateOf(ctx)).view('prohibitedEscort') });

const businessProhibitedEscortStatementGet = sessionMethod({
  name: 'businessProhibitedEscortStatementGet',
  payload: v.object({}),
  readOnly: true,
  async handle(ctx) {
    return (await companyRefusal(ctx, 'read')) ?? statementAnswer(ctx);
  },
});

const businessProhibitedEscortStatementSend = sessionMethod({
  name: 'businessProhibitedEscortStatementSend',
  payload: v.object(signature),
  async handle(ctx, input) {
    const refused = await companyRefusal(ctx, 'full');
    if (refused) return refused;
    const { required } = await stateOf(ctx);
    if (!required.has('prohibitedEscort'))
      return invalid('signerName', "no statement is asked of this company's industry");
    await sign(ctx, 'prohibitedEscort', input);
    return statementAnswer(ctx);
  },
});

export const declarationMethods: MethodDefinition[] = [
  businessDeclarationsGet,
  businessDeclarationsSend,
  businessProhibitedEscortStatementGet,
  businessProhibitedEscortStatementSend,
];
