import { I18nProvider, i18n } from '@paydeck/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DevicesPanel } from './DevicesPanel';

// The settings list and remove linked devices through the device API; the token service only links them.
const tokens = vi.hoisted(() => ({
  deviceApi: { list: vi.fn(), remove: vi.fn() },
  devices: { list: vi.fn(), remove: vi.fn(), create: vi.fn() },
}));
vi.mock('../../session/clients', () => ({ tokens }));

i18n.loadAndActivate({ locale: 'en', messages: {} });

const pixel = { id: 5, name: 'Pixel 8', type: 'android' as const, location: 'Vilnius', lastActivityAt: null };
const iphone = { id: 6, name: 'iPhone 15', type: 'ios' as const, location: null, lastActivityAt: null };

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>
        <DevicesPanel />
      </I18nProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => vi.clearAllMocks());

test('lists the device API’s devices (GET /device-api/device), never the token service’s list', async () => {
  tokens.deviceApi.list.mockResolvedValue([pixel, iphone]);
  show();
  expect(await screen.findByText('Pixel 8')).toBeTruthy();
  expect(screen.getByText('iPhone 15')).toBeTruthy();
  expect(tokens.deviceApi.list).toHaveBeenCalledOnce();
  expect(tokens.devices.list).not.toHaveBeenCalled();
});

test('removing a device deletes it through the device API and reads the list again', async () => {
  tokens.deviceApi.list.mockResolvedValueOnce([pixel, iphone]).mockResolvedValue([iphone]);
  tokens.deviceApi.remove.mockResolvedValue(undefined);
  show();
  await userEvent.click(await screen.findByRole('button', { name: 'Remove Pixel 8' }));
  await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
  expect(await screen.findByText('Pixel 8 is removed.')).toBeTruthy();
  expect(tokens.deviceApi.remove).toHaveBeenCalledWith(5);
  expect(tokens.devices.remove).not.toHaveBeenCalled();
  expect(tokens.deviceApi.list).toHaveBeenCalledTimes(2);
  expect(screen.queryByRole('button', { name: 'Remove Pixel 8' })).toBeNull();
});
