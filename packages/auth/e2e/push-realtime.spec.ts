import { test } from '@playwright/test';
import { approvalMessage, expect, loginOf, sandboxControlHeaders, submitAndReadAnswer } from './support';

test('pavel: the push sign-in completes through the realtime event, without polling', async ({ page, request }) => {
  const tokenCalls: number[] = [];
  page.on('request', (sent) => {
    if (sent.url().endsWith('/auth/token')) tokenCalls.push(Date.now());
  });
  const opened = page.waitForEvent('websocket', (socket) => new URL(socket.url()).pathname === '/ws');
  await page.goto('/login');
  const { key } = await submitAndReadAnswer(page, 'pavel.push');
  const socket = await opened;
  expect(new URL(socket.url()).searchParams.get('token')).toBe(key);
  const refused = await Promise.race([
    socket.waitForEvent('close').then(() => true),
    page.waitForTimeout(2000).then(() => false),
  ]);
  // The sandbox accepts the push key on /ws for this sign-in's loginApproval (issue 12): a refused socket fails.
  expect(refused).toBe(false);

  // With the socket open nothing polls: at most the one check as it opened, over two poll intervals.
  await page.waitForTimeout(6500);
  expect(tokenCalls.length).toBeLessThanOrEqual(1);

  const push = await approvalMessage(request, loginOf('pavel.push'), key as string);
  const approved = await request.post(`/__sandbox/push/${push.loginKey}/approve`, { headers: sandboxControlHeaders });
  expect(approved.ok()).toBe(true);
  await expect(page).toHaveURL(/\/home$/);
  expect(tokenCalls.length).toBeLessThanOrEqual(2);
});
