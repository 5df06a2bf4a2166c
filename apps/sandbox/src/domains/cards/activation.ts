// cardActivationData and cardActivate: a shipped physical card becomes active once the holder types
// the last four digits printed on it; a 3.00 fee is debited from a payment account and a PIN is set.
import { CardStatus } from '@paydeck/cards/api';
import * as v from 'valibot';
import { invalid, ok, type ValidationError, validationFailed } from '../../api/answers.ts';
import { id, text } from '../../api/fields.ts';
import { type MethodDefinition, sessionMethod } from '../../api/registry.ts';
import { fromCents } from '../../money.ts';
import { cardToChange, isAnswer, loadCard, setCardStatus } from './access.ts';
import { chargeFee, feeAccountsOf, spendableCents } from './fees.ts';
import { newPin } from './numbers.ts';
import { setPin } from './secrets.ts';
import { bankDescription } from '../accounts/descriptions.ts';

export const ACTIVATION_FEE = 300n;

export const activationExtraParams = [
  { name: 'lastFourOfCardNumber', label: 'Last four digits of the card number', pattern: '^\\d{4}$' },
];

const cardActivationData = sessionMethod({
  name: 'cardActivationData',
  readOnly: true,
  payload: v.object({ accountId: id() }),
  async handle({ db, customerId }, { accountId }) {
    const card = await loadCard(db, customerId, accountId, 'activate');
    if (isAnswer(card)) return card;
    return ok({
      fees: fromCents(ACTIVATION_FEE),
      feeCurrency: card.currencyCode,
      extraParams: activationExtraParams,
      feeAccounts: await feeAccountsOf(db, customerId, card.currencyCode),
    });
  },
});

const cardActivate = sessionMethod({
  name: 'cardActivate',
  idempotent: true,
  payload: v.object({
    accountId: id(),
    feeAccountId: id(),
    extraParams: v.object({ lastFourOfCardNumber: v.optional(text(), '') }),
  }),
  async handle(ctx, { accountId, feeAccountId, extraParams }) {
    const card = await cardToChange(ctx, accountId, 'activate');
    if (isAnswer(card)) return card;
    const feeAccounts = await feeAccountsOf(ctx.db, ctx.customerId, card.currencyCode);
    const problems: ValidationError[] = [];
    if (!feeAccounts.some((account) => account.accountId === feeAccountId)) {
      problems.push({ param: 'feeAccountId', description: `must be a payment account in ${card.currencyCode}` });
    }
    if (extraParams.lastFourOfCardNumber !== card.maskedNumber.slice(-4)) {
      problems.push({ param: 'extraParams.lastFourOfCardNumber', description: 'does not match the card' });
    }
    if (problems.length > 0) return validationFailed(problems);
    if ((await spendableCents(ctx.db, feeAccountId)) < ACTIVATION_FEE) {
      return invalid('feeAccountId', 'insufficient funds');
    }
    await chargeFee(ctx.db, {
      accountId: feeAccountId,
      currencyCode: card.currencyCode,
      cents: ACTIVATION_FEE,
      description: bankDescription('cardActivationFee', { card: card.maskedNumber }),
      now: ctx.sandbox.now(),
    });
    const pinCode = newPin();
    await setPin(ctx.db, accountId, pinCode);
    await setCardStatus(ctx.db, accountId, CardStatus.active);
    return ok({ pinCode, statusId: CardStatus.active });
  },
});

export const cardActivationMethods: MethodDefinition[] = [cardActivationData, cardActivate];
