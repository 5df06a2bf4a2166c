import { I18nProvider, i18n } from '@paydeck/i18n';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BatchScreen, type BatchScreenProps } from './BatchScreen';
import { demoRows, draftBatch } from './fixtures';

i18n.loadAndActivate({ locale: 'en', messages: {} });

function show(overrides: Partial<BatchScreenProps> = {}) {
  const props: BatchScreenProps = {
    batch: { ...draftBatch, payments: demoRows(3) },
    account: { accountNumber: 'PD0000000021', available: '4649.95' },
    busyId: null,
    failure: null,
    submitting: false,
    onSaveRow: vi.fn(async () => undefined),
    onRemove: vi.fn(),
    onRestore: vi.fn(),
    onFeeSide: vi.fn(),
    onForbid: vi.fn(),
    onSubmit: vi.fn(async () => undefined),
    onCancel: vi.fn(),
    ...overrides,
  };
  render(
    <I18nProvider i18n={i18n}>
      <BatchScreen {...props} />
    </I18nProvider>,
  );
  return props;
}

describe('a global pay batch is reviewed before it is submitted', () => {
  it('sends nothing on the first press: the review names the account and the total, then confirm sends once', async () => {
    const user = userEvent.setup();
    const props = show();
    await user.click(screen.getByRole('button', { name: 'Review and submit' }));
    expect(props.onSubmit).not.toHaveBeenCalled();
    const review = screen.getByRole('dialog', { name: 'Review the batch' });
    expect(review.textContent).toContain('PD0000000021');
    expect(within(review).getByTestId('review-total').textContent).toContain('£1,512.00');
    await user.click(within(review).getByRole('button', { name: 'Confirm and submit' }));
    expect(props.onSubmit).toHaveBeenCalledOnce();
  });

  it('amounts in the money format, not "26.00 EUR"', () => {
    show();
    expect(screen.getByTestId('batch-estimated-total').textContent).toContain('£1,512.00');
    // (a row's amount: the story, where the virtual rows have a height to render in)
  });
});
