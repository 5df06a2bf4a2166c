import { I18nProvider, i18n } from '@paydeck/i18n';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Loadable } from '../common/Loadable';
import { SeiAuthorize, type SeiState } from './SeiAuthorize';

i18n.loadAndActivate({ locale: 'en', messages: {} });

function show(partner: Loadable<string>, state: SeiState = { kind: 'asking' }) {
  const props = { onApprove: vi.fn(), onDecline: vi.fn(), onRetry: vi.fn() };
  const view = render(
    <I18nProvider i18n={i18n}>
      <SeiAuthorize state={state} accountName="Anna Novak" partner={partner} {...props} />
    </I18nProvider>,
  );
  const approve = screen.getByRole('button', { name: 'Approve' });
  return { ...props, view, approve };
}

describe('SeiAuthorize: the consent screen names the partner', () => {
  test('names the partner and the account; Approve asks the approval', async () => {
    const { view, approve, onApprove } = show({ kind: 'ready', data: 'Example Partner Shop' });
    expect(view.container.textContent).toContain(
      'Example Partner Shop asks to act for Anna Novak. Approve only if you started this from Example Partner Shop.',
    );
    await userEvent.click(approve);
    expect(onApprove).toHaveBeenCalledOnce();
  });

  test.each([
    [
      'while the name loads',
      { kind: 'loading' } as const,
      () => screen.getByRole('status', { name: 'Finding out which site asks…' }),
    ],
    [
      'when the name could not be loaded',
      { kind: 'failed', message: 'Server is not available' } as const,
      () => screen.getByText('Server is not available'),
    ],
  ])('Approve waits %s', async (_, partner, shown) => {
    const { view, approve, onApprove } = show(partner);
    expect(shown()).toBeTruthy();
    expect(view.container.textContent).not.toContain('asks to act for');
    expect(approve.hasAttribute('disabled') || approve.getAttribute('aria-disabled') === 'true').toBe(true);
    await userEvent.click(approve);
    expect(onApprove).not.toHaveBeenCalled();
  });

  test('a failed name offers to try again', async () => {
    const { onRetry } = show({ kind: 'failed', message: 'Server is not available' });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
