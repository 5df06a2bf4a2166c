// The smart-contract notifications (payments.md 4 "Notifications"): published on a party's realtime channel as
// `{ type: 'notification', code: <contract id>, notification: { type, status, title, body } }`, in each
// connection's language.
import type { InLanguages } from '../../lang.ts';
import { type NotificationStatus, type NotificationWords, publishNotification } from '../../realtime/notify.ts';
import type { Sandbox } from '../../sandbox.ts';

/** Title in en, es, pt, ro, ru, ua; the body names the contract. */
type Titles = readonly [string, string, string, string, string, string];

const contractEvent = (type: string, status: NotificationStatus, titles: Titles) => ({ type, status, titles });

export const contractEvents = {
  created: contractEvent('smartContractCreated', 'info', [
    'New revenue-split contract',
    'Nuevo contrato de reparto de ingresos',
    'Novo contrato de divisão de receitas',
    'Contract nou de împărțire a veniturilor',
    'Новый договор о разделе доходов',
    'Новий договір про розподіл доходів',
  ]),
  signed: contractEvent('smartContractSigned', 'success', [
    'Contract signed',
    'Contrato firmado',
    'Contrato assinado',
    'Contract semnat',
    'Договор подписан',
    'Договір підписано',
  ]),
  rejected: contractEvent('smartContractRejected', 'error', [
    'Contract rejected',
    'Contrato rechazado',
    'Contrato recusado',
    'Contract respins',
    'Договор отклонён',
    'Договір відхилено',
  ]),
  cancelled: contractEvent('smartContractCancelled', 'warning', [
    'Contract cancelled',
    'Contrato cancelado',
    'Contrato cancelado',
    'Contract anulat',
    'Договор отменён',
    'Договір скасовано',
  ]),
  terminationRequest: contractEvent('smartContractTerminationRequest', 'warning', [
    'Termination requested',
    'Rescisión solicitada',
    'Rescisão solicitada',
    'Încetare solicitată',
    'Запрошено расторжение',
    'Запитано розірвання',
  ]),
  terminationCancelled: contractEvent('smartContractTerminationCancelled', 'info', [
    'Termination cancelled',
    'Rescisión cancelada',
    'Rescisão cancelada',
    'Încetare anulată',
    'Расторжение отменено',
    'Розірвання скасовано',
  ]),
  terminated: contractEvent('smartContractTerminated', 'warning', [
    'Contract terminated',
    'Contrato rescindido',
    'Contrato rescindido',
    'Contract încetat',
    'Договор расторгнут',
    'Договір розірвано',
  ]),
  signerIdentified: contractEvent('smartContractSignerIdentified', 'success', [
    'Signer identified',
    'Firmante identificado',
    'Signatário identificado',
    'Semnatar identificat',
    'Подписант идентифицирован',
    'Підписанта ідентифіковано',
  ]),
  identificationLoaded: contractEvent('smartContractIdentificationLoaded', 'info', [
    'Identification received',
    'Identificación recibida',
    'Identificação recebida',
    'Identificare primită',
    'Данные идентификации получены',
    'Дані ідентифікації отримано',
  ]),
  identificationFailed: contractEvent('smartContractIdentificationFailed', 'error', [
    'Identification failed',
    'La identificación ha fallado',
    'A identificação falhou',
    'Identificarea a eșuat',
    'Идентификация не пройдена',
    'Ідентифікацію не пройдено',
  ]),
} as const;
export type ContractEvent = keyof typeof contractEvents;

const bodies: InLanguages<string> = {
  en: 'Contract {id}',
  es: 'Contrato {id}',
  pt: 'Contrato {id}',
  ro: 'Contractul {id}',
  ru: 'Договор {id}',
  ua: 'Договір {id}',
};

/** A contract notification's title and body in each language. */
export const contractWords = (event: ContractEvent): InLanguages<NotificationWords> =>
  wordsOf(contractEvents[event].titles);

const wordsOf = (titles: Titles): InLanguages<NotificationWords> => ({
  en: { title: titles[0], body: bodies.en },
  es: { title: titles[1], body: bodies.es },
  pt: { title: titles[2], body: bodies.pt },
  ro: { title: titles[3], body: bodies.ro },
  ru: { title: titles[4], body: bodies.ru },
  ua: { title: titles[5], body: bodies.ua },
});

/** Tells each of `customerIds` about the contract. */
export function notifyContract(sandbox: Sandbox, customerIds: number[], event: ContractEvent, contractId: number) {
  const { type, status, titles } = contractEvents[event];
  for (const customerId of new Set(customerIds)) {
    publishNotification(sandbox, customerId, {
      type,
      status,
      code: String(contractId),
      words: wordsOf(titles),
      values: { id: String(contractId) },
    });
  }
}
