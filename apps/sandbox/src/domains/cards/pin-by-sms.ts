// cardGetPin (payments.md 7 "get pin"; METHODS-cards.md): the PIN of a physical card sent by SMS to the confirmed
// phone of the person asking, never in the answer. cardShowPin shows it on screen; this is for a person who wants
// it away from the screen (a PIN reminder). Same status rule as show PIN.
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { failure, ok } from '../../api/answers.ts';
import { id } from '../../api/fields.ts';
import { type MethodDefinition, sessionMethod } from '../../api/registry.ts';
import type { Db } from '../../db/open.ts';
import { written } from '../../lang.ts';
import { sendMessage } from '../../outbox.ts';
import { phones, users } from '../customer/tables.ts';
import { maskPhone } from '../identity/login.ts';
import { cardToChange, isAnswer } from './access.ts';
import { pinBySms } from './mail-words.ts';
import { secretsOf } from './secrets.ts';

/** The confirmed phone of the user's own customer (the person, not the company acted for), as `+<digits>`. */
async function confirmedPhoneOf(db: Db, userId: number): Promise<string | null> {
  const [phone] = await db
    .select({ countryCode: phones.countryCode, number: phones.number })
    .from(phones)
    .innerJoin(users, eq(users.customerId, phones.customerId))
    .where(and(eq(users.id, userId), eq(phones.confirmed, true)))
    .limit(1);
  return phone ? `+${phone.countryCode}${phone.number}` : null;
}

const cardGetPin = sessionMethod({
  name: 'cardGetPin',
  payload: v.object({ accountId: id() }),
  async handle(ctx, { accountId }) {
    const card = await cardToChange(ctx, accountId, 'showPin');
    if (isAnswer(card)) return card;
    const phone = await confirmedPhoneOf(ctx.db, ctx.session.userId);
    if (!phone) return failure('TA1', 'No confirmed phone to send the PIN to');
    const pin = (await secretsOf(ctx.db, accountId))?.pin;
    if (!pin) throw new Error(`No PIN for card ${accountId}`);
    const words = written(pinBySms, ctx.lang, { pin, card: `•${card.maskedNumber.slice(-4)}` });
    await sendMessage(ctx.db, { kind: 'sms', recipient: phone, ...words, code: pin });
    return ok({ sentTo: maskPhone(phone) });
  },
});

export const cardPinBySmsMethods: MethodDefinition[] = [cardGetPin];
