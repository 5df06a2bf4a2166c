import { expect, type Page } from '@playwright/test';
import { callApi } from '@paydeck/e2e';

/** A card account as balanceInquiry answers it (the fields these tests read). */
export interface CardAccount {
  accountId: number;
  typeId: number;
  statusId: number;
  currencyCode: string;
  balance: string;
  cardIsVirtual: boolean | null;
  cardAliasName: string | null;
  cardMaskedNumber: string | null;
}

/** The signed-in customer's prepaid card accounts (type 4001), straight from the sandbox. */
export async function cardAccounts(page: Page): Promise<CardAccount[]> {
  const { accounts } = await callApi<{ accounts: CardAccount[] }>(page, 'balanceInquiry');
  return accounts.filter((account) => account.typeId === 4001);
}

export async function cardAccount(page: Page, accountId: number): Promise<CardAccount> {
  const card = (await cardAccounts(page)).find((account) => account.accountId === accountId);
  if (!card) throw new Error(`No card account ${accountId}`);
  return card;
}

/** Presses one of the card's offered actions, confirms its dialog and waits for the dialog's success text. */
export async function runCardAction(page: Page, action: string, confirm: string, success: string) {
  await page.getByRole('list', { name: 'Card actions' }).getByRole('button', { name: action, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: confirm }).click();
  await expect(dialog).toContainText(success);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
}
