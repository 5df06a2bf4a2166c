// A statement's own words (PDF and CSV) in each interface language: the bank writes it in the language of the
// call that asked for it. `{from}`, `{to}`, `{account}` and `{card}` are filled in by documents.ts.
import type { Lang } from '../../lang.ts';

export interface StatementWords {
  title: string;
  footer: string;
  heading: string;
  holder: string;
  account: string;
  card: string;
  currency: string;
  period: string;
  range: string;
  beginningBalance: string;
  totalDebit: string;
  totalCredit: string;
  endingBalance: string;
  processing: string;
  rejected: string;
  date: string;
  transaction: string;
  type: string;
  status: string;
  description: string;
  counterparty: string;
  reference: string;
  amount: string;
  balance: string;
  empty: string;
  /** The e-mail that sends a statement (exportSend) and what the answer says. */
  mailSubject: string;
  mailBody: string;
  sentTo: string;
}

export const statementWords: Record<Lang, StatementWords> = {
  en: {
    title: 'Statement {account} {from} to {to}',
    footer: 'statement {account}',
    heading: 'Account statement',
    holder: 'Account holder',
    account: 'Account',
    card: '{account} (card {card})',
    currency: 'Currency',
    period: 'Period',
    range: '{from} to {to}',
    beginningBalance: 'Beginning balance',
    totalDebit: 'Total debit',
    totalCredit: 'Total credit',
    endingBalance: 'Ending balance',
    processing: 'Processing',
    rejected: 'Rejected',
    date: 'Date',
    transaction: 'Transaction',
    type: 'Type',
    status: 'Status',
    description: 'Description',
    counterparty: 'Counterparty',
    reference: 'Reference',
    amount: 'Amount',
    balance: 'Balance',
    empty: 'No transactions in this period.',
    mailSubject: 'Your account statement',
    mailBody: 'Your statement {file} is ready. The link works for 30 minutes.',
    sentTo: 'The statement was sent to {email}',
  },
  es: {
    title: 'Extracto {account} del {from} al {to}',
    footer: 'extracto {account}',
    heading: 'Extracto de cuenta',
    holder: 'Titular de la cuenta',
    account: 'Cuenta',
    card: '{account} (tarjeta {card})',
    currency: 'Moneda',
    period: 'Período',
    range: 'del {from} al {to}',
    beginningBalance: 'Saldo inicial',
    totalDebit: 'Total de cargos',
    totalCredit: 'Total de abonos',
    endingBalance: 'Saldo final',
    processing: 'En proceso',
    rejected: 'Rechazadas',
    date: 'Fecha',
    transaction: 'Transacción',
    type: 'Tipo',
    status: 'Estado',
    description: 'Descripción',
    counterparty: 'Contraparte',
    reference: 'Referencia',
    amount: 'Importe',
    balance: 'Saldo',
    empty: 'No hay movimientos en este período.',
    mailSubject: 'Su extracto de cuenta',
    mailBody: 'Su extracto {file} está listo. El enlace funciona durante 30 minutos.',
    sentTo: 'Hemos enviado el extracto a {email}',
  },
  pt: {
    title: 'Extrato {account} de {from} a {to}',
    footer: 'extrato {account}',
    heading: 'Extrato de conta',
    holder: 'Titular da conta',
    account: 'Conta',
    card: '{account} (cartão {card})',
    currency: 'Moeda',
    period: 'Período',
    range: 'de {from} a {to}',
    beginningBalance: 'Saldo inicial',
    totalDebit: 'Total de débitos',
    totalCredit: 'Total de créditos',
    endingBalance: 'Saldo final',
    processing: 'Em processamento',
    rejected: 'Recusadas',
    date: 'Data',
    transaction: 'Transação',
    type: 'Tipo',
    status: 'Estado',
    description: 'Descrição',
    counterparty: 'Contraparte',
    reference: 'Referência',
    amount: 'Valor',
    balance: 'Saldo',
    empty: 'Não há movimentos neste período.',
    mailSubject: 'O seu extrato de conta',
    mailBody: 'O seu extrato {file} está pronto. A ligação funciona durante 30 minutos.',
    sentTo: 'Enviámos o extrato para {email}',
  },
  ro: {
    title: 'Extras {account} {from} – {to}',
    footer: 'extras {account}',
    heading: 'Extras de cont',
    holder: 'Titularul contului',
    account: 'Cont',
    card: '{account} (card {card})',
    currency: 'Monedă',
    period: 'Perioadă',
    range: '{from} – {to}',
    beginningBalance: 'Sold inițial',
    totalDebit: 'Total debitări',
    totalCredit: 'Total creditări',
    endingBalance: 'Sold final',
    processing: 'În procesare',
    rejected: 'Respinse',
    date: 'Data',
    transaction: 'Tranzacție',
    type: 'Tip',
    status: 'Stare',
    description: 'Descriere',
    counterparty: 'Contrapartidă',
    reference: 'Referință',
    amount: 'Sumă',
    balance: 'Sold',
    empty: 'Nicio tranzacție în această perioadă.',
    mailSubject: 'Extrasul dumneavoastră de cont',
    mailBody: 'Extrasul {file} este gata. Linkul funcționează timp de 30 de minute.',
    sentTo: 'Extrasul a fost trimis la {email}',
  },
  ru: {
    title: 'Выписка {account} с {from} по {to}',
    footer: 'выписка {account}',
    heading: 'Выписка по счёту',
    holder: 'Владелец счёта',
    account: 'Счёт',
    card: '{account} (карта {card})',
    currency: 'Валюта',
    period: 'Период',
    range: 'с {from} по {to}',
    beginningBalance: 'Входящий остаток',
    totalDebit: 'Списано',
    totalCredit: 'Зачислено',
    endingBalance: 'Исходящий остаток',
    processing: 'В обработке',
    rejected: 'Отклонено',
    date: 'Дата',
    transaction: 'Операция',
    type: 'Тип',
    status: 'Статус',
    description: 'Описание',
    counterparty: 'Контрагент',
    reference: 'Назначение',
    amount: 'Сумма',
    balance: 'Остаток',
    empty: 'За этот период операций нет.',
    mailSubject: 'Ваша выписка по счёту',
    mailBody: 'Выписка {file} готова. Ссылка действует 30 минут.',
    sentTo: 'Выписка отправлена на {email}',
  },
  ua: {
    title: 'Виписка {account} з {from} по {to}',
    footer: 'виписка {account}',
    heading: 'Виписка за рахунком',
    holder: 'Власник рахунку',
    account: 'Рахунок',
    card: '{account} (картка {card})',
    currency: 'Валюта',
    period: 'Період',
    range: 'з {from} по {to}',
    beginningBalance: 'Вхідний залишок',
    totalDebit: 'Списано',
    totalCredit: 'Зараховано',
    endingBalance: 'Вихідний залишок',
    processing: 'В обробці',
    rejected: 'Відхилено',
    date: 'Дата',
    transaction: 'Операція',
    type: 'Тип',
    status: 'Статус',
    description: 'Опис',
    counterparty: 'Контрагент',
    reference: 'Призначення',
    amount: 'Сума',
    balance: 'Залишок',
    empty: 'За цей період операцій немає.',
    mailSubject: 'Ваша виписка за рахунком',
    mailBody: 'Виписка {file} готова. Посилання діє 30 хвилин.',
    sentTo: 'Виписку надіслано на {email}',
  },
};

/** A phrase with its `{name}` places filled. */
export const phrase = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
