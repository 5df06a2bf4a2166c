import { expect, test } from '@playwright/test';
import { loginOf, sandboxControl, signIn } from '@paydeck/e2e';

// Script, event-handler and javascript: URL payloads in a ticket and in an agent's reply show as harmless text
// or links; nothing runs: no dialog opens and no global is set by a payload.
test('a ticket and an agent reply carrying script payloads show harmless and run nothing', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const subject = `<img src=x onerror="window.__pwned='subject';alert(1)"> ${Date.now() % 100_000}`;
  await signIn(page, loginOf('anna.personal'));
  await page.goto('/messages');
  await page.getByRole('button', { name: 'New ticket' }).click();
  const form = page.getByRole('form', { name: 'New ticket' });
  await form.getByRole('textbox', { name: /Subject/ }).fill(subject);
  await form.getByRole('textbox', { name: 'Message' }).fill('<script>window.__pwned="message";alert(2)</script>');
  await form.getByRole('button', { name: 'Send the ticket' }).click();
  const sent = page.getByText(/Your ticket (\d+) was sent/);
  await expect(sent).toBeVisible();
  const ticketNumber = /Your ticket (\d+)/.exec((await sent.textContent()) ?? '')?.[1] ?? '';
  await expect(page.getByRole('heading', { name: subject })).toBeVisible(); // the subject as text
  // shown as text in the conversation (and in the list's preview of the last two messages)
  await expect(page.getByText('<script>window.__pwned="message";alert(2)</script>', { exact: true })).toBeVisible();

  await sandboxControl(page.request, `helpdesk/tickets/${ticketNumber}/reply`, {
    content:
      '<p onmouseover="window.__pwned=\'hover\'">Hover me</p><script>window.__pwned="script";alert(3)</script>' +
      '<img src=x onerror="window.__pwned=\'img\';alert(4)"><a href="javascript:window.__pwned=\'link\';alert(5)">Open the form</a>' +
      '<a href="https://example.com/help">Help page</a><div style="position:fixed;inset:0;z-index:9999">Overlay</div>',
  });
  await page.reload();
  await expect(page.getByText('Hover me', { exact: true })).toBeVisible();
  await page.getByText('Hover me', { exact: true }).hover();
  const bad = page.getByText('Open the form', { exact: true });
  await expect(bad).not.toHaveAttribute('href', /./);
  await bad.click();
  const help = page.getByRole('link', { name: 'Help page' });
  await expect(help).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(help).toHaveAttribute('target', '_blank');
  await expect(page.getByText('Overlay', { exact: true })).not.toHaveAttribute('style', /./);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
});
