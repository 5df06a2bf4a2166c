// The transaction types dictionary. `code` is stable (the home view's recent types use it);
// `operationType` is the stable English name the history answers carry ("Fees" is left out on home).
import type { Lang } from '../../lang.ts';

type Names = Record<Lang, string>;

export interface TransactionType {
  id: number;
  code: string;
  names: Names;
}

export const TxType = {
  betweenAccounts: 1,
  p2p: 2,
  wire: 3,
  eft: 4,
  oct: 5,
  cryptoEft: 6,
  instantPayment: 7,
  interac: 8,
  cardLoad: 9,
  cardPurchase: 10,
  fee: 11,
  deposit: 12,
  invoice: 13,
  globalPay: 14,
} as const;

export const transactionTypes: TransactionType[] = [
  {
    id: 1,
    code: 'betweenAccounts',
    names: {
      en: 'Transfer between accounts',
      es: 'Transferencia entre cuentas',
      ro: 'Transfer între conturi',
      ru: 'Перевод между счетами',
      ua: 'Переказ між рахунками',
      pt: 'Transferência entre contas',
    },
  },
  {
    id: 2,
    code: 'p2p',
    names: {
      en: 'Person to person',
      es: 'Entre usuarios',
      ro: 'Între utilizatori',
      ru: 'Перевод пользователю',
      ua: 'Переказ користувачу',
      pt: 'Entre utilizadores',
    },
  },
  {
    id: 3,
    code: 'wire',
    names: {
      en: 'Wire transfer',
      es: 'Transferencia bancaria',
      ro: 'Transfer bancar',
      ru: 'Банковский перевод',
      ua: 'Банківський переказ',
      pt: 'Transferência bancária',
    },
  },
  { id: 4, code: 'eft', names: { en: 'EFT', es: 'EFT', ro: 'EFT', ru: 'EFT', ua: 'EFT', pt: 'EFT' } },
  {
    id: 5,
    code: 'oct',
    names: {
      en: 'Card payout',
      es: 'Pago a tarjeta',
      ro: 'Plată pe card',
      ru: 'Выплата на карту',
      ua: 'Виплата на картку',
      pt: 'Pagamento para cartão',
    },
  },
  {
    id: 6,
    code: 'crypto_eft',
    names: { en: 'Crypto', es: 'Cripto', ro: 'Cripto', ru: 'Криптовалюта', ua: 'Криптовалюта', pt: 'Cripto' },
  },
  {
    id: 7,
    code: 'instant_payment',
    names: {
      en: 'Instant payment',
      es: 'Pago instantáneo',
      ro: 'Plată instant',
      ru: 'Мгновенный платёж',
      ua: 'Миттєвий платіж',
      pt: 'Pagamento instantâneo',
    },
  },
  {
    id: 8,
    code: 'interac',
    names: { en: 'Interac', es: 'Interac', ro: 'Interac', ru: 'Interac', ua: 'Interac', pt: 'Interac' },
  },
  {
    id: 9,
    code: 'cardLoad',
    names: {
      en: 'Card load',
      es: 'Carga de tarjeta',
      ro: 'Alimentare card',
      ru: 'Пополнение карты',
      ua: 'Поповнення картки',
      pt: 'Carregamento de cartão',
    },
  },
  {
    id: 10,
    code: 'cardPurchase',
    names: {
      en: 'Card purchase',
      es: 'Compra con tarjeta',
      ro: 'Plată cu cardul',
      ru: 'Покупка по карте',
      ua: 'Покупка карткою',
      pt: 'Compra com cartão',
    },
  },
  {
    id: 11,
    code: 'fee',
    names: { en: 'Fees', es: 'Comisiones', ro: 'Comisioane', ru: 'Комиссии', ua: 'Комісії', pt: 'Taxas' },
  },
  {
    id: 12,
    code: 'deposit',
    names: { en: 'Deposit', es: 'Depósito', ro: 'Depunere', ru: 'Пополнение', ua: 'Поповнення', pt: 'Depósito' },
  },
  {
    id: 13,
    code: 'invoice',
    names: {
      en: 'Invoice payment',
      es: 'Pago de factura',
      ro: 'Plată factură',
      ru: 'Оплата счёта',
      ua: 'Оплата рахунку',
      pt: 'Pagamento de fatura',
    },
  },
  {
    id: 14,
    code: 'globalPay',
    names: {
      en: 'Global transfer',
      es: 'Transferencia global',
      ro: 'Transfer global',
      ru: 'Глобальный перевод',
      ua: 'Глобальний переказ',
      pt: 'Transferência global',
    },
  },
];

const byId = new Map(transactionTypes.map((type) => [type.id, type]));
export const transactionTypeById = (id: number): TransactionType | undefined => byId.get(id);
