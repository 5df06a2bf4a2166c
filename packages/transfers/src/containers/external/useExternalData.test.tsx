import { I18nProvider, i18n } from '@paydeck/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { noExtras, purposeExtras } from '../../components/external/fixtures';
import { eurAccount } from '../../components/p2p/fixtures';
import { useExternalData } from './useExternalData';

const call = vi.hoisted(() => vi.fn());
vi.mock('@paydeck/auth', async (original) => ({
  ...(await original<typeof import('@paydeck/auth')>()),
  api: { call },
  usePermissions: () => ({ flags: {}, restricted: false, has: () => true }),
}));

i18n.loadAndActivate({ locale: 'en', messages: {} });

/** The answers the test releases by hand: transferExtraParams by its payload's currency ("" none). */
function server() {
  const extras = new Map<string, (answer: unknown) => void>();
  call.mockImplementation((method: string, payload: { currencyCode?: string }) => {
    if (method === 'availableTransfersToCountry') return Promise.resolve({ options: [{ transferType: 'wire' }] });
    if (method === 'transferExtraParams')
      return new Promise((resolve) => extras.set(payload.currencyCode ?? '', resolve));
    return new Promise(() => {}); // the other lookups stay unanswered: not this test's concern
  });
  return { answerExtras: (currency: string, answer: unknown) => act(() => extras.get(currency)?.(answer)) };
}

type Input = Parameters<typeof useExternalData>[0];

function openPage(initial: Partial<Input>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </I18nProvider>
  );
  const seen: string[] = [];
  const base: Input = {
    allowed: true,
    country: 'DE',
    wanted: 'wire',
    values: null,
    fromAccountId: null,
    accounts: [eurAccount],
  };
  const view = renderHook(
    (input: Input) => {
      const data = useExternalData(input);
      seen.push(data.form.extraParams.kind);
      return data;
    },
    { wrapper, initialProps: { ...base, ...initial } },
  );
  return { ...view, seen, rerenderWith: (next: Partial<Input>) => view.rerender({ ...base, ...initial, ...next }) };
}

beforeEach(() => {
  call.mockReset();
});

test("the country's extra fields stay on screen while they are asked again for the chosen account's currency", async () => {
  const { answerExtras } = server();
  const page = openPage({});
  await waitFor(() => expect(call).toHaveBeenCalledWith('transferExtraParams', expect.anything(), expect.anything()));
  answerExtras('', purposeExtras);
  await waitFor(() => expect(page.result.current.form.extraParams.kind).toBe('ready'));
  page.seen.length = 0;

  page.rerenderWith({ fromAccountId: eurAccount.accountId }); // chosen now: the values are still settling (null)
  await waitFor(() =>
    expect(call).toHaveBeenCalledWith(
      'transferExtraParams',
      { transferType: 'wire', countryCode: 'DE', currencyCode: 'EUR' },
      expect.anything(),
    ),
  );
  expect(page.result.current.form.extraParams).toEqual({ kind: 'ready', data: purposeExtras });
  answerExtras('EUR', noExtras);
  await waitFor(() => expect(page.result.current.form.extraParams).toEqual({ kind: 'ready', data: noExtras }));
  expect(page.seen).not.toContain('loading'); // a loading state unmounts the fields (an open list closes)
});

test("another country's extra fields are never shown for this one: it waits for its own", async () => {
  const { answerExtras } = server();
  const page = openPage({});
  await waitFor(() => expect(call).toHaveBeenCalledWith('transferExtraParams', expect.anything(), expect.anything()));
  answerExtras('', purposeExtras);
  await waitFor(() => expect(page.result.current.form.extraParams.kind).toBe('ready'));

  page.rerenderWith({ country: 'BR' });
  await waitFor(() => expect(page.result.current.form.extraParams.kind).toBe('loading'));
});
