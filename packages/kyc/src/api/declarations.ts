// The company's compliance declarations (WIRE.md "Company compliance declarations", named there): the studio and
// streaming-platform declarations and the prohibited escort statement, read and signed for the company acted for.
import * as v from 'valibot';
import type { Caller } from './profile';

const read = { idempotent: true } as const;
const OptionalText = v.nullish(v.string(), null);

export const declarationTypes = ['studio', 'streamingPlatform'] as const;
export type DeclarationType = (typeof declarationTypes)[number];
/** Every compliance item a company may be asked to sign, in the order the page shows them. */
export type ComplianceKind = DeclarationType | 'prohibitedEscort';

export const DeclarationStateSchema = v.object({
  isRequired: v.boolean(),
  isSigned: v.boolean(),
  signerName: OptionalText,
  signerPosition: OptionalText,
  signedAt: OptionalText,
});
export type DeclarationState = v.InferOutput<typeof DeclarationStateSchema>;

const DeclarationsAnswer = v.object({
  declarations: v.array(v.object({ type: v.picklist(declarationTypes), ...DeclarationStateSchema.entries })),
});
const StatementAnswer = v.object({ statement: DeclarationStateSchema });

export interface DeclarationSignature {
  signerName: string;
  signerPosition: string;
}

export const fetchDeclarations = async (api: Caller, signal?: AbortSignal) =>
  (await api.call('businessDeclarationsGet', {}, { schema: DeclarationsAnswer, signal, ...read })).declarations;

/** Signing again keeps the first signature (the server answers it unchanged). */
export const sendDeclaration = async (api: Caller, type: DeclarationType, signature: DeclarationSignature) =>
  (await api.call('businessDeclarationsSend', { type, ...signature, isAgreed: true }, { schema: DeclarationsAnswer }))
    .declarations;

export const fetchEscortStatement = async (api: Caller, signal?: AbortSignal) =>
  (await api.call('businessProhibitedEscortStatementGet', {}, { schema: StatementAnswer, signal, ...read })).statement;

export const sendEscortStatement = async (api: Caller, signature: DeclarationSignature) =>
  (
    await api.call(
      'businessProhibitedEscortStatementSend',
      { ...signature, isAgreed: true },
      { schema: StatementAnswer },
    )
  ).statement;
