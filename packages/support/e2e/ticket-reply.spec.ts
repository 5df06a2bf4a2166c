import { expect, test } from '@playwright/test';
import { loginOf, sandboxControlHeaders, signIn } from '@paydeck/e2e';

// anna opens a ticket with a PDF; an agent answers from the sandbox inbox page; her list shows it new and unread.
test('anna opens a ticket with an attachment, an agent reply arrives and shows as new', async ({ browser, page }) => {
  const subject = `Fee on my statement ${Date.now() % 100_000}`;
  await signIn(page, loginOf('anna.personal'));
  await page.goto('/messages');
  await page.getByRole('button', { name: 'New ticket' }).click();
  const form = page.getByRole('form', { name: 'New ticket' });
  await form.getByRole('textbox', { name: /Subject/ }).fill(subject);
  await form.getByRole('textbox', { name: 'Message' }).fill('Why was I charged this fee?');
  const chooser = page.waitForEvent('filechooser');
  await form.getByRole('button', { name: 'Choose files' }).click();
  await (await chooser).setFiles({
    name: 'statement.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n% the statement\n'),
  });
  await expect(form.getByRole('button', { name: 'Remove statement.pdf' })).toBeVisible();
  await form.getByRole('button', { name: 'Send the ticket' }).click();
  await expect(page.getByText(/Your ticket \d+ was sent/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download statement.pdf' })).toBeVisible();

  const agent = await (await browser.newContext({ extraHTTPHeaders: sandboxControlHeaders })).newPage();
  await agent.goto('/__sandbox/inbox');
  const item = agent.getByRole('listitem').filter({ hasText: subject });
  await item.getByRole('textbox', { name: /Agent reply/ }).fill('<p>The fee is the <b>monthly plan</b>.</p>');
  await item.getByRole('button', { name: 'Send the reply' }).click();
  await expect(agent.getByRole('listitem').filter({ hasText: subject })).toHaveCount(0);

  await page.goto('/messages');
  const ticket = page.getByRole('listitem').filter({ hasText: subject });
  await expect(ticket.getByText('New', { exact: true })).toBeVisible();
  await expect(ticket.getByText('Unread')).toBeVisible();
  await ticket.getByRole('link', { name: subject }).click();
  await expect(page.getByText('monthly plan', { exact: true })).toBeVisible();
});
