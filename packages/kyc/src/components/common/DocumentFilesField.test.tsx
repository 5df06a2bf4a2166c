import { I18nProvider, i18n } from '@paydeck/i18n';
import type { DocumentFiles } from '@paydeck/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DocumentFilesField } from './DocumentFilesField';

i18n.loadAndActivate({ locale: 'en', messages: {} });

const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])], 'front.png', {
    type: 'image/png',
  });
const renamedExe = () =>
  new File([new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0])], 'front.png', { type: 'image/png' });

function show(needsBack = false) {
  const onChange = vi.fn<(files: DocumentFiles) => void>();
  const view = render(
    <I18nProvider i18n={i18n}>
      <DocumentFilesField label="Identity card" needsBack={needsBack} value={{}} onChange={onChange} />
    </I18nProvider>,
  );
  const inputs = () => [...view.container.querySelectorAll<HTMLInputElement>('input[type="file"]')];
  return { onChange, inputs };
}

test('an image is kept', async () => {
  const { onChange, inputs } = show();
  await userEvent.upload(inputs()[0] as HTMLInputElement, png());
  await vi.waitFor(() => expect(onChange).toHaveBeenCalled());
  expect(onChange.mock.lastCall?.[0].front?.name).toBe('front.png');
  expect(screen.queryByText(/not a JPEG, PNG or PDF/)).toBeNull();
});

test('an executable named .png is refused by its first bytes and not kept', async () => {
  const { onChange, inputs } = show();
  await userEvent.upload(inputs()[0] as HTMLInputElement, renamedExe());
  expect(await screen.findByText(/not a JPEG, PNG or PDF, whatever its name says/)).toBeTruthy();
  expect(onChange.mock.lastCall?.[0]).toEqual({});
});

test('a two-sided document offers a front and a back page', () => {
  const { inputs } = show(true);
  expect(inputs()).toHaveLength(2);
});
