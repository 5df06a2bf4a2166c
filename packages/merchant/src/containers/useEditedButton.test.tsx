import { ApiError } from '@paydeck/api-client';
import { I18nProvider, i18n } from '@paydeck/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { buttons } from '../components/commerce-fixtures';
import { useEditedButton } from './useEditedButton';

// The edit dialog opens with the button as buttonGet answers it, not with the list's copy.
const api = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('@paydeck/auth', async (original) => ({ ...(await original<typeof import('@paydeck/auth')>()), api }));

i18n.loadAndActivate({ locale: 'en', messages: {} });

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </QueryClientProvider>
  );
  const onLoaded = vi.fn();
  const { result } = renderHook(() => useEditedButton(onLoaded), { wrapper });
  return { result, onLoaded };
}

const listed = buttons[0];
if (!listed) throw new Error('no button in the fixtures');
const fresh = { ...listed, name: 'Yoga class (renamed elsewhere)' };

beforeEach(() => {
  api.call.mockReset();
});

test('Edit reads the button by buttonGet and opens the dialog with that answer', async () => {
  api.call.mockResolvedValue({ button: fresh });
  const { result, onLoaded } = setup();
  act(() => result.current.open(listed.id));
  expect(result.current.opening).toBe(listed.id);
  await waitFor(() => expect(onLoaded).toHaveBeenCalledWith(fresh));
  expect(api.call).toHaveBeenCalledWith('buttonGet', { id: listed.id }, expect.anything());
  expect(result.current.opening).toBeNull();
});

test('a button that cannot be read opens no dialog and says why', async () => {
  api.call.mockImplementation(async () => {
    throw new ApiError({ code: 'VF', kind: 'business', message: 'id: is not one of your buttons' });
  });
  const { result, onLoaded } = setup();
  act(() => result.current.open(listed.id));
  await waitFor(() => expect(result.current.failure).toContain('is not one of your buttons'));
  expect(onLoaded).not.toHaveBeenCalled();
});
