import { isApiError } from '@paydeck/api-client';
import { fetchButton, fetchLogo, fetchReputation } from './commerce';
import { type MerchantApi, saveAllowedIp, saveWebhook } from './internal';

/** A client that answers every call with the given answer, parsed by the caller's schema, and records the calls. */
function fakeApi(answer: object) {
  const calls: unknown[][] = [];
  const parse = async (options: { schema: { '~standard': unknown } }) => {
    const v = await import('valibot');
    return v.parse(options.schema as never, answer);
  };
  const api = {
    call: async (...args: unknown[]) => {
      calls.push(['call', ...args]);
      return parse(args[2] as never);
    },
    get: async (...args: unknown[]) => {
      calls.push(['get', ...args]);
      return parse(args[1] as never);
    },
    send: async (...args: unknown[]) => {
      calls.push(['send', ...args]);
      return parse(args[3] as never);
    },
  } as unknown as MerchantApi;
  return { api, calls };
}

const range = { name: 'VPN', enabled: true, ipFrom: '198.51.100.1', ipTo: '198.51.100.9' };

describe('the merchant calls', () => {
  it.each([
    ['an errors field beside 00', { responseCode: '00', errors: ['ipTo: must not be before ipFrom'] }, true],
    ['no allowedIp in the answer', { responseCode: '00' }, true],
    ['the saved range', { responseCode: '00', allowedIp: { id: 3, ...range } }, false],
  ])('saving an allowed IP with %s fails: %s', async (_case, answer, fails) => {
    const { api } = fakeApi(answer);
    const saved = saveAllowedIp(api, 11, range, 'key-1');
    if (fails) {
      const error = await saved.catch((caught: unknown) => caught);
      expect(isApiError(error) && error.code).toBe('VF');
    } else {
      await expect(saved).resolves.toMatchObject({ id: 3 });
    }
  });

  it('creates a webhook by POST public-api/webhook and edits it by PUT …/{id}, with the customerId', async () => {
    const webhook = { id: 5, name: 'Orders', enabled: true, url: 'https://shop.example/hook', customerId: 11 };
    const { api, calls } = fakeApi({ responseCode: '00', webhook });
    const input = { name: 'Orders', enabled: true, url: 'https://shop.example/hook' };
    await saveWebhook(api, 11, input, 'key-1');
    await saveWebhook(api, 11, input, 'key-2', 5);
    expect(calls.map((call) => call.slice(0, 4))).toEqual([
      ['send', 'POST', 'public-api/webhook', { customerId: 11, ...input }],
      ['send', 'PUT', 'public-api/webhook/5', { customerId: 11, ...input }],
    ]);
  });

  it('reads one saved button by buttonGet { id }', async () => {
    const button = {
      id: 4,
      name: 'Yoga class',
      accountId: 21,
      amount: '15.00',
      currencyCode: 'EUR',
      description: '',
      logoId: 2,
      returnUrl: '',
      pbnEnabled: false,
      pbnExpiryDays: 7,
    };
    const { api, calls } = fakeApi({ responseCode: '00', button });
    await expect(fetchButton(api, 4)).resolves.toEqual(button);
    expect(calls.map((call) => call.slice(0, 3))).toEqual([['call', 'buttonGet', { id: 4 }]]);
    await expect(
      fetchButton(fakeApi({ responseCode: '00', button: { ...button, amount: 15 } }).api, 4),
    ).rejects.toThrow();
  });

  it('reads one logo with its image by logoGet { id }; an image that is not a data URL is refused', async () => {
    const logo = { id: 2, name: 'Studio', isDefault: true, mimeType: 'image/png', file: 'data:image/png;base64,iVBO' };
    const { api, calls } = fakeApi({ responseCode: '00', logo });
    await expect(fetchLogo(api, 2)).resolves.toEqual(logo);
    expect(calls.map((call) => call.slice(0, 3))).toEqual([['call', 'logoGet', { id: 2 }]]);
    const hostile = fakeApi({ responseCode: '00', logo: { ...logo, file: 'javascript:alert(1)' } });
    await expect(fetchLogo(hostile.api, 2)).rejects.toThrow();
  });

  it('asks reputation with the e-mail trimmed, a page of 100 (payments.md 9)', async () => {
    const { api, calls } = fakeApi({ responseCode: '00', reputations: [] });
    await fetchReputation(api, '  anna@example.com \n');
    expect(calls[0]?.[2]).toEqual({ type: 'reputation', email: 'anna@example.com', pageNumber: 1, pageSize: 100 });
  });
});
