// The invoice's own words in each interface language (the bank writes in the language of the call): its PDF's, with
// the status names of the wire (`invoiceStatusName`) as `status_` and the name, and the note of the bank's own
// funding invoice (`fundingNote`, shown instead of the stored English note).
import type { InvoiceStatusName } from '@paydeck/invoices/api';
import type { InLanguages } from '../../lang.ts';

type StatusWords = Record<`status_${InvoiceStatusName}`, string>;

export interface InvoicePdfWords extends StatusWords {
  title: string;
  fundingTitle: string;
  footer: string;
  issuedBy: string;
  billTo: string;
  amount: string;
  fee: string;
  total: string;
  issued: string;
  due: string;
  status: string;
  payBy: string;
  beneficiary: string;
  account: string;
  reference: string;
  rejected: string;
  fundingNote: string;
}

export const invoicePdfWords: InLanguages<InvoicePdfWords> = {
  en: {
    title: 'Invoice {id}',
    fundingTitle: 'Funding invoice {id}',
    footer: 'invoice {id}',
    issuedBy: 'Issued by',
    billTo: 'Bill to',
    amount: 'Amount',
    fee: 'Fee',
    total: 'Total',
    issued: 'Issued',
    due: 'Due',
    status: 'Status',
    payBy: 'Pay by bank transfer to:',
    beneficiary: 'Beneficiary',
    account: 'Account',
    reference: 'Reference',
    rejected: 'Rejected: {note}',
    fundingNote: 'Funding of your {currency} account',
    status_unpaid: 'Unpaid',
    status_awaitingPayment: 'Awaiting payment',
    status_paid: 'Paid',
    status_rejected: 'Rejected',
    status_processing: 'Processing',
  },
  es: {
    title: 'Factura {id}',
    fundingTitle: 'Factura de recarga {id}',
    footer: 'factura {id}',
    issuedBy: 'Emitida por',
    billTo: 'Facturar a',
    amount: 'Importe',
    fee: 'Comisión',
    total: 'Total',
    issued: 'Emitida',
    due: 'Vencimiento',
    status: 'Estado',
    payBy: 'Pague por transferencia bancaria a:',
    beneficiary: 'Beneficiario',
    account: 'Cuenta',
    reference: 'Referencia',
    rejected: 'Rechazada: {note}',
    fundingNote: 'Recarga de su cuenta en {currency}',
    status_unpaid: 'Sin pagar',
    status_awaitingPayment: 'Pendiente de pago',
    status_paid: 'Pagada',
    status_rejected: 'Rechazada',
    status_processing: 'En proceso',
  },
  ro: {
    title: 'Factura {id}',
    fundingTitle: 'Factură de alimentare {id}',
    footer: 'factura {id}',
    issuedBy: 'Emisă de',
    billTo: 'Către',
    amount: 'Sumă',
    fee: 'Comision',
    total: 'Total',
    issued: 'Emisă',
    due: 'Scadentă',
    status: 'Stare',
    payBy: 'Plătiți prin transfer bancar către:',
    beneficiary: 'Beneficiar',
    account: 'Cont',
    reference: 'Referință',
    rejected: 'Respinsă: {note}',
    fundingNote: 'Alimentarea contului dvs. în {currency}',
    status_unpaid: 'Neplătită',
    status_awaitingPayment: 'În așteptarea plății',
    status_paid: 'Plătită',
    status_rejected: 'Respinsă',
    status_processing: 'În procesare',
  },
  ru: {
    title: 'Счёт {id}',
    fundingTitle: 'Счёт на пополнение {id}',
    footer: 'счёт {id}',
    issuedBy: 'Выставил',
    billTo: 'Плательщик',
    amount: 'Сумма',
    fee: 'Комиссия',
    total: 'Итого',
    issued: 'Выставлен',
    due: 'Оплатить до',
    status: 'Статус',
    payBy: 'Оплатите банковским переводом:',
    beneficiary: 'Получатель',
    account: 'Счёт',
    reference: 'Назначение',
    rejected: 'Отклонён: {note}',
    fundingNote: 'Пополнение вашего счёта в {currency}',
    status_unpaid: 'Не оплачен',
    status_awaitingPayment: 'Ожидает оплаты',
    status_paid: 'Оплачен',
    status_rejected: 'Отклонён',
    status_processing: 'В обработке',
  },
  ua: {
    title: 'Рахунок {id}',
    fundingTitle: 'Рахунок на поповнення {id}',
    footer: 'рахунок {id}',
    issuedBy: 'Виставив',
    billTo: 'Платник',
    amount: 'Сума',
    fee: 'Комісія',
    total: 'Разом',
    issued: 'Виставлено',
    due: 'Сплатити до',
    status: 'Статус',
    payBy: 'Сплатіть банківським переказом:',
    beneficiary: 'Отримувач',
    account: 'Рахунок',
    reference: 'Призначення',
    rejected: 'Відхилено: {note}',
    fundingNote: 'Поповнення вашого рахунку в {currency}',
    status_unpaid: 'Не сплачено',
    status_awaitingPayment: 'Очікує оплати',
    status_paid: 'Сплачено',
    status_rejected: 'Відхилено',
    status_processing: 'В обробці',
  },
  pt: {
    title: 'Fatura {id}',
    fundingTitle: 'Fatura de carregamento {id}',
    footer: 'fatura {id}',
    issuedBy: 'Emitida por',
    billTo: 'Faturar a',
    amount: 'Valor',
    fee: 'Comissão',
    total: 'Total',
    issued: 'Emitida',
    due: 'Vencimento',
    status: 'Situação',
    payBy: 'Pague por transferência bancária para:',
    beneficiary: 'Beneficiário',
    account: 'Conta',
    reference: 'Referência',
    rejected: 'Rejeitada: {note}',
    fundingNote: 'Carregamento da sua conta em {currency}',
    status_unpaid: 'Por pagar',
    status_awaitingPayment: 'A aguardar pagamento',
    status_paid: 'Paga',
    status_rejected: 'Rejeitada',
    status_processing: 'Em processamento',
  },
};
