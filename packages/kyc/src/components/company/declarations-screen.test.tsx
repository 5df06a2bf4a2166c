import { failed, loading, ready } from '@paydeck/accounts';
import { I18nProvider, i18n } from '@paydeck/i18n';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DeclarationState } from '../../api/declarations';
import type { ComplianceItem } from '../../model/declarations';
import { DeclarationsSection } from './DeclarationsSection';
import { DeclarationsToSign } from './DeclarationsToSign';

i18n.loadAndActivate({ locale: 'en', messages: {} });

const wrap = (node: React.ReactNode) => render(<I18nProvider i18n={i18n}>{node}</I18nProvider>);
const unsigned: DeclarationState = {
  isRequired: true,
  isSigned: false,
  signerName: null,
  signerPosition: null,
  signedAt: null,
};
const signed: DeclarationState = {
  isRequired: true,
  isSigned: true,
  signerName: 'Boris Petrov',
  signerPosition: 'Director',
  signedAt: '2026-12-01T10:00:00.000Z',
};
const items: ComplianceItem[] = [
  { kind: 'studio', state: signed },
  { kind: 'streamingPlatform', state: unsigned },
];

test('loading, a failure with "Try again", and nothing asked for each say so', async () => {
  const retry = vi.fn();
  const { rerender } = wrap(<DeclarationsSection items={loading} onRetry={retry} onSign={undefined} />);
  expect(screen.getByLabelText('Loading the declarations')).toBeTruthy();
  rerender(
    <I18nProvider i18n={i18n}>
      <DeclarationsSection items={failed('The server did not answer.')} onRetry={retry} onSign={undefined} />
    </I18nProvider>,
  );
  expect(screen.getByRole('alert').textContent).toContain('The server did not answer.');
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(retry).toHaveBeenCalledOnce();
  rerender(
    <I18nProvider i18n={i18n}>
      <DeclarationsSection items={ready([])} onRetry={retry} onSign={undefined} />
    </I18nProvider>,
  );
  expect(screen.getByRole('heading', { name: 'No declarations to sign' })).toBeTruthy();
});

test('a signed declaration names its signer; an unsigned one is signed after reading and agreeing', async () => {
  const sign = vi.fn(async () => undefined);
  wrap(<DeclarationsSection items={ready(items)} onRetry={vi.fn()} onSign={sign} />);
  const studio = screen.getByRole('region', { name: 'Studio declaration' });
  expect(within(studio).getByText(/Signed by Boris Petrov \(Director\) on/)).toBeTruthy();
  expect(within(studio).queryByRole('form')).toBeNull();

  const form = screen.getByRole('form', { name: 'Sign: Streaming platform declaration' });
  await userEvent.click(within(form).getByRole('button', { name: 'Sign the declaration' }));
  expect(await within(form).findByText('Enter your full name.')).toBeTruthy();
  expect(within(form).getByText('Confirm that you have read the declaration and agree to it.')).toBeTruthy();
  expect(sign).not.toHaveBeenCalled();

  await userEvent.type(within(form).getByRole('textbox', { name: /Your full name/ }), ' Boris Petrov ');
  await userEvent.type(within(form).getByRole('textbox', { name: /Your position/ }), 'Director');
  await userEvent.click(within(form).getByRole('checkbox'));
  await userEvent.click(within(form).getByRole('button', { name: 'Sign the declaration' }));
  await waitFor(() =>
    expect(sign).toHaveBeenCalledWith('streamingPlatform', { signerName: 'Boris Petrov', signerPosition: 'Director' }),
  );
});

test('without full access the declarations are read, not signed', () => {
  wrap(<DeclarationsSection items={ready(items)} onRetry={vi.fn()} onSign={undefined} />);
  expect(screen.getByText('Only a user with full access can sign declarations for the company.')).toBeTruthy();
  expect(screen.queryByRole('form')).toBeNull();
});

test('the outstanding declarations are listed beside the company actions, with the way to them', () => {
  const { rerender } = wrap(<DeclarationsToSign kinds={['streamingPlatform', 'prohibitedEscort']} />);
  const list = screen.getByRole('list', { name: 'Declarations to sign' });
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Streaming platform declaration', 'Prohibited escort services statement']);
  expect(screen.getByRole('link', { name: 'Read and sign the declarations' }).getAttribute('href')).toBe(
    '/company/declarations',
  );
  rerender(
    <I18nProvider i18n={i18n}>
      <DeclarationsToSign kinds={[]} />
    </I18nProvider>,
  );
  expect(screen.queryByRole('region', { name: 'Declarations to sign' })).toBeNull();
});
