// The words of an external rail's descriptions (descriptions.ts keys railTo and railFee, parameter `rail`), in each
// interface language: the transfer to a beneficiary (`{name}`) and its fee.
import type { Lang } from '../../lang.ts';

type Texts = Record<Lang, string>;

export const railTexts = {
  oct: {
    to: {
      en: 'Card payout to {name}',
      es: 'Pago a la tarjeta de {name}',
      pt: 'Pagamento para o cartão de {name}',
      ro: 'Plată pe cardul destinatarului {name}',
      ru: 'Выплата на карту получателя {name}',
      ua: 'Виплата на картку отримувача {name}',
    },
    fee: {
      en: 'Card payout fee',
      es: 'Comisión por pago a tarjeta',
      pt: 'Comissão de pagamento para cartão',
      ro: 'Comision pentru plata pe card',
      ru: 'Комиссия за выплату на карту',
      ua: 'Комісія за виплату на картку',
    },
  },
  wire: {
    to: {
      en: 'Wire transfer to {name}',
      es: 'Transferencia bancaria a {name}',
      pt: 'Transferência bancária para {name}',
      ro: 'Transfer bancar către {name}',
      ru: 'Банковский перевод получателю {name}',
      ua: 'Банківський переказ отримувачу {name}',
    },
    fee: {
      en: 'Wire transfer fee',
      es: 'Comisión por transferencia bancaria',
      pt: 'Comissão de transferência bancária',
      ro: 'Comision pentru transfer bancar',
      ru: 'Комиссия за банковский перевод',
      ua: 'Комісія за банківський переказ',
    },
  },
  eft: {
    to: {
      en: 'Bank transfer (EFT) to {name}',
      es: 'Transferencia bancaria (EFT) a {name}',
      pt: 'Transferência bancária (EFT) para {name}',
      ro: 'Transfer bancar (EFT) către {name}',
      ru: 'Банковский перевод (EFT) получателю {name}',
      ua: 'Банківський переказ (EFT) отримувачу {name}',
    },
    fee: {
      en: 'Bank transfer (EFT) fee',
      es: 'Comisión por transferencia bancaria (EFT)',
      pt: 'Comissão de transferência bancária (EFT)',
      ro: 'Comision pentru transfer bancar (EFT)',
      ru: 'Комиссия за банковский перевод (EFT)',
      ua: 'Комісія за банківський переказ (EFT)',
    },
  },
  crypto: {
    to: {
      en: 'Crypto transfer to {name}',
      es: 'Transferencia de criptomonedas a {name}',
      pt: 'Transferência de criptomoedas para {name}',
      ro: 'Transfer cripto către {name}',
      ru: 'Перевод криптовалюты получателю {name}',
      ua: 'Переказ криптовалюти отримувачу {name}',
    },
    fee: {
      en: 'Crypto transfer fee',
      es: 'Comisión por transferencia de criptomonedas',
      pt: 'Comissão de transferência de criptomoedas',
      ro: 'Comision pentru transfer cripto',
      ru: 'Комиссия за перевод криптовалюты',
      ua: 'Комісія за переказ криптовалюти',
    },
  },
  instant: {
    to: {
      en: 'Instant payment to {name}',
      es: 'Pago instantáneo a {name}',
      pt: 'Pagamento instantâneo a {name}',
      ro: 'Plată instant către {name}',
      ru: 'Мгновенный платёж получателю {name}',
      ua: 'Миттєвий платіж отримувачу {name}',
    },
    fee: {
      en: 'Instant payment fee',
      es: 'Comisión por pago instantáneo',
      pt: 'Comissão de pagamento instantâneo',
      ro: 'Comision pentru plata instant',
      ru: 'Комиссия за мгновенный платёж',
      ua: 'Комісія за миттєвий платіж',
    },
  },
  interac: {
    to: {
      en: 'Interac e-Transfer to {name}',
      es: 'Interac e-Transfer a {name}',
      pt: 'Interac e-Transfer para {name}',
      ro: 'Interac e-Transfer către {name}',
      ru: 'Interac e-Transfer получателю {name}',
      ua: 'Interac e-Transfer отримувачу {name}',
    },
    fee: {
      en: 'Interac e-Transfer fee',
      es: 'Comisión por Interac e-Transfer',
      pt: 'Comissão de Interac e-Transfer',
      ro: 'Comision pentru Interac e-Transfer',
      ru: 'Комиссия за Interac e-Transfer',
      ua: 'Комісія за Interac e-Transfer',
    },
  },
} as const satisfies Record<string, { to: Texts; fee: Texts }>;
