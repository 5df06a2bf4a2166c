// The proof of payment's own words in each interface language (the bank writes in the language of the call).
import type { Lang } from '../../lang.ts';

export interface ProofWords {
  title: string;
  intro: (entity: string) => string;
  transaction: string;
  operation: string;
  dateTime: string;
  status: string;
  type: string;
  amount: string;
  fee: string;
  rate: string;
  received: string;
  payer: string;
  payerAccount: string;
  payee: string;
  payeeAccount: string;
  bank: string;
  reference: string;
  description: string;
  completed: string;
  sent: string;
  closing: string;
}

export const proofWords: Record<Lang, ProofWords> = {
  en: {
    title: 'Payment confirmation',
    intro: (entity) => `${entity} confirms the payment below, as booked in its ledger.`,
    transaction: 'Transaction',
    operation: 'Operation',
    dateTime: 'Date and time (UTC)',
    status: 'Status',
    type: 'Type',
    amount: 'Amount',
    fee: 'Fee',
    rate: 'Exchange rate',
    received: 'Amount received',
    payer: 'Payer',
    payerAccount: "Payer's account",
    payee: 'Payee',
    payeeAccount: "Payee's account",
    bank: "Payee's bank",
    reference: 'Reference',
    description: 'Description',
    completed: 'Completed',
    sent: 'Sent to the receiving bank',
    closing: 'This confirmation was generated electronically and is valid without a signature.',
  },
  es: {
    title: 'Confirmación de pago',
    intro: (entity) => `${entity} confirma el pago siguiente, tal como está registrado en sus libros.`,
    transaction: 'Transacción',
    operation: 'Operación',
    dateTime: 'Fecha y hora (UTC)',
    status: 'Estado',
    type: 'Tipo',
    amount: 'Importe',
    fee: 'Comisión',
    rate: 'Tipo de cambio',
    received: 'Importe recibido',
    payer: 'Ordenante',
    payerAccount: 'Cuenta del ordenante',
    payee: 'Beneficiario',
    payeeAccount: 'Cuenta del beneficiario',
    bank: 'Banco del beneficiario',
    reference: 'Referencia',
    description: 'Descripción',
    completed: 'Completado',
    sent: 'Enviado al banco receptor',
    closing: 'Esta confirmación se ha generado electrónicamente y es válida sin firma.',
  },
  ro: {
    title: 'Confirmare de plată',
    intro: (entity) => `${entity} confirmă plata de mai jos, așa cum este înregistrată în evidențele sale.`,
    transaction: 'Tranzacție',
    operation: 'Operațiune',
    dateTime: 'Data și ora (UTC)',
    status: 'Stare',
    type: 'Tip',
    amount: 'Sumă',
    fee: 'Comision',
    rate: 'Curs de schimb',
    received: 'Sumă primită',
    payer: 'Plătitor',
    payerAccount: 'Contul plătitorului',
    payee: 'Beneficiar',
    payeeAccount: 'Contul beneficiarului',
    bank: 'Banca beneficiarului',
    reference: 'Referință',
    description: 'Descriere',
    completed: 'Finalizată',
    sent: 'Trimisă către banca destinatară',
    closing: 'Această confirmare a fost generată electronic și este valabilă fără semnătură.',
  },
  ru: {
    title: 'Подтверждение платежа',
    intro: (entity) => `${entity} подтверждает платёж, указанный ниже, по данным своего учёта.`,
    transaction: 'Операция',
    operation: 'Поручение',
    dateTime: 'Дата и время (UTC)',
    status: 'Статус',
    type: 'Тип',
    amount: 'Сумма',
    fee: 'Комиссия',
    rate: 'Курс обмена',
    received: 'Сумма к зачислению',
    payer: 'Плательщик',
    payerAccount: 'Счёт плательщика',
    payee: 'Получатель',
    payeeAccount: 'Счёт получателя',
    bank: 'Банк получателя',
    reference: 'Назначение',
    description: 'Описание',
    completed: 'Выполнено',
    sent: 'Отправлено в банк получателя',
    closing: 'Подтверждение сформировано электронно и действительно без подписи.',
  },
  ua: {
    title: 'Підтвердження платежу',
    intro: (entity) => `${entity} підтверджує платіж, наведений нижче, за даними свого обліку.`,
    transaction: 'Операція',
    operation: 'Доручення',
    dateTime: 'Дата й час (UTC)',
    status: 'Статус',
    type: 'Тип',
    amount: 'Сума',
    fee: 'Комісія',
    rate: 'Курс обміну',
    received: 'Сума до зарахування',
    payer: 'Платник',
    payerAccount: 'Рахунок платника',
    payee: 'Отримувач',
    payeeAccount: 'Рахунок отримувача',
    bank: 'Банк отримувача',
    reference: 'Призначення',
    description: 'Опис',
    completed: 'Виконано',
    sent: 'Надіслано до банку отримувача',
    closing: 'Підтвердження сформовано електронно, воно дійсне без підпису.',
  },
  pt: {
    title: 'Comprovativo de pagamento',
    intro: (entity) => `${entity} confirma o pagamento abaixo, tal como registado nos seus livros.`,
    transaction: 'Transação',
    operation: 'Operação',
    dateTime: 'Data e hora (UTC)',
    status: 'Situação',
    type: 'Tipo',
    amount: 'Valor',
    fee: 'Comissão',
    rate: 'Taxa de câmbio',
    received: 'Valor recebido',
    payer: 'Ordenante',
    payerAccount: 'Conta do ordenante',
    payee: 'Beneficiário',
    payeeAccount: 'Conta do beneficiário',
    bank: 'Banco do beneficiário',
    reference: 'Referência',
    description: 'Descrição',
    completed: 'Concluído',
    sent: 'Enviado para o banco destinatário',
    closing: 'Este comprovativo foi gerado eletronicamente e é válido sem assinatura.',
  },
};
