// The account confirmation letter's and an accepted agreement's own words in each interface language: the bank
// writes them in the language of the call that made the link. `{account}`, `{entity}` and `{holder}` are filled in
// by documents.ts.
import type { InLanguages } from '../../lang.ts';

export interface LetterWords {
  title: string;
  footer: string;
  heading: string;
  confirms: string;
  holder: string;
  number: string;
  currency: string;
  opened: string;
  status: string;
  open: string;
  closed: string;
  validity: string;
  acceptedBy: string;
  acceptedOn: string;
  publishedAt: string;
}

export const letterWords: InLanguages<LetterWords> = {
  en: {
    title: 'Account confirmation {account}',
    footer: 'account confirmation',
    heading: 'Account confirmation',
    confirms: '{entity} confirms that the account below is held in its books in the name of {holder}.',
    holder: 'Account holder',
    number: 'Account number',
    currency: 'Currency',
    opened: 'Opened on',
    status: 'Status',
    open: 'Open',
    closed: 'Closed',
    validity: 'This confirmation was generated electronically and is valid without a signature.',
    acceptedBy: 'Accepted by',
    acceptedOn: 'Accepted on',
    publishedAt: 'Published at',
  },
  es: {
    title: 'Confirmación de cuenta {account}',
    footer: 'confirmación de cuenta',
    heading: 'Confirmación de cuenta',
    confirms: '{entity} confirma que la cuenta indicada a continuación figura en sus libros a nombre de {holder}.',
    holder: 'Titular de la cuenta',
    number: 'Número de cuenta',
    currency: 'Moneda',
    opened: 'Fecha de apertura',
    status: 'Estado',
    open: 'Abierta',
    closed: 'Cerrada',
    validity: 'Esta confirmación se ha generado electrónicamente y es válida sin firma.',
    acceptedBy: 'Aceptado por',
    acceptedOn: 'Fecha de aceptación',
    publishedAt: 'Publicado en',
  },
  pt: {
    title: 'Confirmação de conta {account}',
    footer: 'confirmação de conta',
    heading: 'Confirmação de conta',
    confirms: '{entity} confirma que a conta abaixo está registrada em seus livros em nome de {holder}.',
    holder: 'Titular da conta',
    number: 'Número da conta',
    currency: 'Moeda',
    opened: 'Data de abertura',
    status: 'Status',
    open: 'Aberta',
    closed: 'Encerrada',
    validity: 'Esta confirmação foi gerada eletronicamente e é válida sem assinatura.',
    acceptedBy: 'Aceito por',
    acceptedOn: 'Data de aceite',
    publishedAt: 'Publicado em',
  },
  ro: {
    title: 'Confirmare de cont {account}',
    footer: 'confirmare de cont',
    heading: 'Confirmare de cont',
    confirms: '{entity} confirmă că contul de mai jos este înregistrat în evidențele sale pe numele {holder}.',
    holder: 'Titularul contului',
    number: 'Numărul contului',
    currency: 'Moneda',
    opened: 'Data deschiderii',
    status: 'Stare',
    open: 'Deschis',
    closed: 'Închis',
    validity: 'Această confirmare a fost generată electronic și este valabilă fără semnătură.',
    acceptedBy: 'Acceptat de',
    acceptedOn: 'Data acceptării',
    publishedAt: 'Publicat la',
  },
  ru: {
    title: 'Подтверждение счёта {account}',
    footer: 'подтверждение счёта',
    heading: 'Подтверждение счёта',
    confirms: '{entity} подтверждает: указанный ниже счёт ведётся в её учёте на имя {holder}.',
    holder: 'Владелец счёта',
    number: 'Номер счёта',
    currency: 'Валюта',
    opened: 'Дата открытия',
    status: 'Статус',
    open: 'Открыт',
    closed: 'Закрыт',
    validity: 'Это подтверждение сформировано электронно и действительно без подписи.',
    acceptedBy: 'Кем принято',
    acceptedOn: 'Дата принятия',
    publishedAt: 'Опубликовано по адресу',
  },
  ua: {
    title: 'Підтвердження рахунку {account}',
    footer: 'підтвердження рахунку',
    heading: 'Підтвердження рахунку',
    confirms: '{entity} підтверджує: зазначений нижче рахунок ведеться в її обліку на ім’я {holder}.',
    holder: 'Власник рахунку',
    number: 'Номер рахунку',
    currency: 'Валюта',
    opened: 'Дата відкриття',
    status: 'Статус',
    open: 'Відкритий',
    closed: 'Закритий',
    validity: 'Це підтвердження сформовано електронно і дійсне без підпису.',
    acceptedBy: 'Ким прийнято',
    acceptedOn: 'Дата прийняття',
    publishedAt: 'Опубліковано за адресою',
  },
};
