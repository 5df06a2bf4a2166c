import { expect, test } from '@playwright/test';
import { callApi, signIn } from '@paydeck/e2e';
import { expectAccessible } from './support';

interface Announcement {
  id: number;
  title: string;
  isRead: boolean;
  needsConfirmation: boolean;
  choice: boolean | null;
}

test('anna reads an announcement (marked read) and accepts the one that asks her to', async ({ page }) => {
  await signIn(page);
  const before = await callApi<{ announcements: Announcement[]; unreadCount: number }>(page, 'announcementList');
  const confirmation = before.announcements.find((a) => a.needsConfirmation);
  expect(confirmation, 'the demo data has a confirmation announcement').toBeDefined();
  expect(confirmation?.choice, 'a fresh sandbox: not answered yet').toBeNull();

  await page.goto('/news');
  await expect(page.getByRole('heading', { name: 'News', level: 1 })).toBeVisible();
  await expectAccessible(page);
  // the announcement that asks for an answer is listed first, under its own heading (withConfirmation), and in the news
  const toAnswer = page.getByRole('region', { name: 'Waiting for your answer' });
  await expect(page.getByRole('link', { name: confirmation?.title ?? '' })).toHaveCount(2);
  await toAnswer.getByRole('link', { name: confirmation?.title ?? '' }).click();
  await expect(page).toHaveURL(new RegExp(`/news/${confirmation?.id}$`));
  await expect(page.getByRole('heading', { name: confirmation?.title ?? '', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText('Accepted', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept' })).toHaveCount(0);

  await page.goto('/news');
  await expect(page.getByRole('heading', { name: 'News', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: confirmation?.title ?? '' })).toHaveCount(1);
  await expect(toAnswer).toHaveCount(0);

  const after = await callApi<{ announcements: Announcement[] }>(page, 'announcementList');
  expect(after.announcements.find((a) => a.id === confirmation?.id)).toMatchObject({ isRead: true, choice: true });
});
