// A card that closes (payments.md 4 "Notifications": cardClosed): blocked by its holder (cardBlock), canceled by a
// move to a country its product does not serve (cardApply with a new address), or closed by the bank (a control).
// Its holder's live connections are told (a company card's: the people acting for it), in each one's language.
import { CardStatus, CLOSED_ACCOUNT_STATUS } from '@paydeck/cards/api';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import type { InLanguages } from '../../lang.ts';
import { type NotificationWords, publishNotification } from '../../realtime/notify.ts';
import type { Sandbox } from '../../sandbox.ts';
import { accounts } from '../accounts/tables.ts';
import { customersToTell } from '../customer/audience.ts';
import { cards } from './tables.ts';

export const cardClosedWords: InLanguages<NotificationWords> = {
  en: { title: 'Card closed', body: '{card} is closed and can no longer be used.' },
  es: { title: 'Tarjeta cerrada', body: 'La tarjeta {card} está cerrada y ya no se puede usar.' },
  pt: { title: 'Cartão encerrado', body: 'O cartão {card} foi encerrado e não pode mais ser usado.' },
  ro: { title: 'Card închis', body: 'Cardul {card} este închis și nu mai poate fi folosit.' },
  ru: { title: 'Карта закрыта', body: 'Карта {card} закрыта, ею больше нельзя пользоваться.' },
  ua: { title: 'Картку закрито', body: 'Картку {card} закрито, нею більше не можна користуватися.' },
};

/** How a card is named to its holder: its alias and last four digits. */
export const cardLabel = (card: { aliasName: string | null; maskedNumber: string }) =>
  [card.aliasName, `•••• ${card.maskedNumber.slice(-4)}`].filter(Boolean).join(' ');

/** Tells the card account's customer that the card closed; answers how many connections heard it. */
export async function notifyCardClosed(sandbox: Sandbox, db: Db, accountId: number): Promise<number> {
  const [row] = await db
    .select({ customerId: accounts.customerId, aliasName: cards.aliasName, maskedNumber: cards.maskedNumber })
    .from(cards)
    .innerJoin(accounts, eq(accounts.id, cards.accountId))
    .where(eq(cards.accountId, accountId));
  if (!row || row.customerId === null) return 0;
  let delivered = 0;
  for (const customerId of await customersToTell(db, row.customerId)) {
    delivered += publishNotification(sandbox, customerId, {
      type: 'cardClosed',
      status: 'error',
      code: String(accountId),
      words: cardClosedWords,
      values: { card: cardLabel(row) },
    });
  }
  return delivered;
}

export class NotClosable extends Error {
  readonly status: 404 | 409;
  constructor(status: 404 | 409, message: string) {
    super(message);
    this.status = status;
  }
}

/** The bank closes a card (canceled, 4): refused for an unknown card or one already canceled or closed. */
export async function closeCardByBank(sandbox: Sandbox, accountId: number) {
  const [row] = await sandbox.db
    .select({ statusId: accounts.statusId })
    .from(cards)
    .innerJoin(accounts, eq(accounts.id, cards.accountId))
    .where(eq(cards.accountId, accountId));
  if (!row) throw new NotClosable(404, `No card account ${accountId}`);
  if (row.statusId === CardStatus.canceled || row.statusId === CLOSED_ACCOUNT_STATUS) {
    throw new NotClosable(409, `Card account ${accountId} is already closed`);
  }
  await sandbox.db.update(accounts).set({ statusId: CardStatus.canceled }).where(eq(accounts.id, accountId));
  sandbox.answers.clear();
  return {
    accountId,
    statusId: CardStatus.canceled,
    delivered: await notifyCardClosed(sandbox, sandbox.db, accountId),
  };
}
