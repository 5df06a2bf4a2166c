// The business resolution (spec 4.4; WIRE.md "Business resolution"): a board resolution authorising the account,
// made before the account exists for the chosen directors, each asked by e-mail to sign; fetched by its
// unguessable id with its statusId and signers. The directors' answers are played by the sandbox (control.ts).
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { failure, invalid, ok } from '../../api/answers.ts';
import { requiredText } from '../../api/fields.ts';
import { type MethodDefinition, publicMethod } from '../../api/registry.ts';
import type { Db } from '../../db/open.ts';
import { written } from '../../lang.ts';
import { sendMessage } from '../../outbox.ts';
import { resolutionToSign } from './mail-words.ts';
import { countryField, emailField, nameField } from './fields.ts';
import { useLimitedCall } from './limits.ts';
import { businessResolutions, resolutionSigners } from './tables.ts';

export const ResolutionStatus = { pending: 41, signed: 2, rejected: 26 } as const;
export const MAX_SIGNERS = 10;

/** The resolution's status from its signers': rejected if one refused, signed when all signed, else pending. */
export function resolutionStatusOf(signers: readonly { statusId: number }[]): number {
  if (signers.some((signer) => signer.statusId === ResolutionStatus.rejected)) return ResolutionStatus.rejected;
  if (signers.length > 0 && signers.every((signer) => signer.statusId === ResolutionStatus.signed)) {
    return ResolutionStatus.signed;
  }
  return ResolutionStatus.pending;
}

/** The Resolution of WIRE.md, or undefined for an unknown id. */
export async function resolutionView(db: Db, id: string) {
  const [resolution] = await db.select().from(businessResolutions).where(eq(businessResolutions.id, id));
  if (!resolution) return undefined;
  const signers = await db
    .select()
    .from(resolutionSigners)
    .where(eq(resolutionSigners.resolutionId, id))
    .orderBy(asc(resolutionSigners.position));
  return {
    id: resolution.id,
    statusId: resolution.statusId,
    companyName: resolution.companyName,
    createdAt: resolution.createdAt.toISOString(),
    signers: signers.map((signer) => ({
      personId: signer.personId,
      firstName: signer.firstName,
      lastName: signer.lastName,
      email: signer.email,
      statusId: signer.statusId,
      signedAt: signer.signedAt?.toISOString() ?? null,
    })),
  };
}

const director = v.object({
  personId: v.pipe(requiredText(), v.maxLength(64, 'must be at most 64 characters')),
  firstName: nameField(),
  lastName: nameField(),
  email: emailField(),
});

const businessResolutionSend = publicMethod({
  name: 'businessResolutionSend',
  payload: v.object({
    company: v.object({
      name: v.pipe(requiredText(), v.maxLength(150, 'must be at most 150 characters')),
      registrationNumber: v.pipe(requiredText(), v.maxLength(50, 'must be at most 50 characters')),
      registrationCountryCode: countryField(),
    }),
    directors: v.pipe(
      v.array(director, 'must be a list'),
      v.minLength(1, 'needs at least one director'),
      v.maxLength(MAX_SIGNERS, `must have at most ${MAX_SIGNERS} directors`),
    ),
  }),
  async handle({ db, sandbox, ip, lang }, { company, directors }) {
    const seen = new Set<string>();
    for (const [i, one] of directors.entries()) {
      if (seen.has(one.email)) return invalid(`directors.${i}.email`, 'is the e-mail of another director');
      seen.add(one.email);
    }
    const now = sandbox.now();
    const limited = await useLimitedCall(db, now, 'resolutionSend', ip);
    if (limited) return limited;
    const id = randomUUID();
    await db.insert(businessResolutions).values({
      id,
      companyName: company.name,
      registrationNumber: company.registrationNumber,
      registrationCountryCode: company.registrationCountryCode,
      statusId: ResolutionStatus.pending,
      ip,
      createdAt: now,
    });
    await db
      .insert(resolutionSigners)
      .values(
        directors.map((one, position) => ({ resolutionId: id, position, ...one, statusId: ResolutionStatus.pending })),
      );
    for (const one of directors) {
      await sendMessage(db, {
        kind: 'email',
        recipient: one.email,
        ...written(resolutionToSign, lang, { company: company.name }),
      });
    }
    return ok({ resolution: await resolutionView(db, id) });
  },
});

const businessResolutionGet = publicMethod({
  name: 'businessResolutionGet',
  readOnly: true,
  payload: v.object({ id: v.pipe(v.string('must be a resolution id'), v.uuid('must be a resolution id')) }),
  async handle({ db }, { id }) {
    const resolution = await resolutionView(db, id);
    return resolution ? ok({ resolution }) : failure('TA1', 'Unknown resolution');
  },
});

export class SigningRefused extends Error {
  readonly status: 404 | 409;
  constructor(message: string, status: 404 | 409) {
    super(message);
    this.status = status;
  }
}

/** A director signs or refuses (the sandbox plays them); answers the resolution after it. */
export async function answerResolution(db: Db, now: Date, id: string, email: string, action: 'sign' | 'refuse') {
  if (!v.is(v.pipe(v.string(), v.uuid()), id)) throw new SigningRefused('Unknown resolution or signer', 404);
  const signers = await db.select().from(resolutionSigners).where(eq(resolutionSigners.resolutionId, id));
  const signer = signers.find((one) => one.email === email.trim().toLowerCase());
  if (!signer) throw new SigningRefused('Unknown resolution or signer', 404);
  if (signer.statusId !== ResolutionStatus.pending) throw new SigningRefused('This signer has answered already', 409);
  const statusId = action === 'sign' ? ResolutionStatus.signed : ResolutionStatus.rejected;
  await db
    .update(resolutionSigners)
    .set({ statusId, signedAt: action === 'sign' ? now : null })
    .where(eq(resolutionSigners.id, signer.id));
  const after = signers.map((one) => (one.id === signer.id ? { statusId } : one));
  await db
    .update(businessResolutions)
    .set({ statusId: resolutionStatusOf(after) })
    .where(eq(businessResolutions.id, id));
  return resolutionView(db, id);
}

export const resolutionMethods: MethodDefinition[] = [businessResolutionSend, businessResolutionGet];
