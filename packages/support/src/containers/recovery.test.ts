// @vitest-environment node
// After a 429 the helpdesk client refuses calls until a success; recoverHelpdesk asks again with a growing wait
// (2 s, 4 s, 8 s…, at most 60 s) until the helpdesk answers (payments.md 8), then the page reloads.
import { createHelpdeskClient, HELPDESK_UNAVAILABLE } from '@paydeck/api-client';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { recoverHelpdesk } from './recovery';

const answer = (status: number) =>
  new Response(JSON.stringify(status === 200 ? { data: [] } : { message: 'Too many requests' }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

function setup(statuses: number[]) {
  const fetch = vi.fn(async () => answer(statuses.shift() ?? 200));
  const client = createHelpdeskClient({
    root: 'https://x.test/helpdesk',
    getJwt: async () => 'jwt',
    fetch,
    coolDownMs: Number.POSITIVE_INFINITY,
  });
  const probe = () => client.request('GET', 'ticketsFields', { schema: v.object({ data: v.array(v.unknown()) }) });
  return { client, fetch, probe };
}

describe('after a 429 the client asks again until the helpdesk answers', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test('waits 2, 4, 8 s between probes, refuses other calls without network meanwhile, then reloads', async () => {
    const { client, fetch, probe } = setup([429, 429, 429, 200]);
    const onRecovered = vi.fn();
    const stop = recoverHelpdesk(client, probe, { onRecovered });
    await expect(probe()).rejects.toThrow(HELPDESK_UNAVAILABLE);
    expect(client.state).toBe('failed');
    expect(fetch).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(60_000 * 10); // no cool-down lets a call through by itself…
    expect(fetch).toHaveBeenCalledTimes(4); // …the probes did: at 2 s (429), 6 s (429), 14 s (200)
    expect(client.state).toBe('ready');
    expect(onRecovered).toHaveBeenCalledOnce();
    stop();
  });

  test('the probes’ times: 2 s, then 4 s more, then 8 s more; a call between them is refused without network', async () => {
    const { client, fetch, probe } = setup([429, 429, 429, 429]);
    const stop = recoverHelpdesk(client, probe);
    await expect(probe()).rejects.toThrow(HELPDESK_UNAVAILABLE);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    await expect(probe()).rejects.toThrow(HELPDESK_UNAVAILABLE);
    expect(fetch).toHaveBeenCalledTimes(2); // refused without network until a success
    await vi.advanceTimersByTimeAsync(3_999);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(8_000);
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(client.state).toBe('failed');
    stop();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(fetch).toHaveBeenCalledTimes(4); // stopped: no more probes
  });

  test('the wait grows to at most 60 s', async () => {
    const { client, fetch, probe } = setup(Array(20).fill(429));
    const stop = recoverHelpdesk(client, probe);
    await expect(probe()).rejects.toThrow(HELPDESK_UNAVAILABLE);
    await vi.advanceTimersByTimeAsync(2_000 + 4_000 + 8_000 + 16_000 + 32_000); // 5 probes
    expect(fetch).toHaveBeenCalledTimes(6);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(fetch).toHaveBeenCalledTimes(6);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(7);
    stop();
  });
});
