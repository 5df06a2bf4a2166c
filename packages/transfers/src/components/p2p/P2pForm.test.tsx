import { ApiError } from '@paydeck/api-client';
import { I18nProvider, i18n } from '@paydeck/i18n';
import { loading, ready } from '@paydeck/accounts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Payee } from '../../api/p2p';
import type { SubmitResult } from '../../api/schemas';
import { P2pForm, type P2pFormProps } from './P2pForm';
import { eurAccount, sampleBeneficiaries, usdAccount } from './fixtures';

i18n.loadAndActivate({ locale: 'en', messages: {} });

/** The element's accessible description: the text of the elements its aria-describedby names. */
const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
    .join(' ')
    .trim();

const booked: SubmitResult = {
  responseDescription: 'Transfer completed',
  operationId: 'op_1',
  approveType: 'none',
  approvalSentTo: null,
  availableApprovalMethods: [],
  transactionId: 301,
  statusId: 2,
  fee: '0.20',
  link: '/history?transactionId=301',
};

function show(overrides: Partial<P2pFormProps> = {}) {
  const props: P2pFormProps = {
    accounts: [eurAccount],
    beneficiaries: ready(sampleBeneficiaries),
    payee: null,
    fee: ready({ fee: '0.20', feeCurrencyCode: 'EUR' }),
    onValuesChange: vi.fn(),
    onSubmit: vi.fn(async () => booked),
    onDone: vi.fn(),
    ...overrides,
  };
  const view = render(
    <I18nProvider i18n={i18n}>
      <P2pForm {...props} />
    </I18nProvider>,
  );
  const rerender = (next: Partial<P2pFormProps>) =>
    view.rerender(
      <I18nProvider i18n={i18n}>
        <P2pForm {...props} {...next} />
      </I18nProvider>,
    );
  return { ...props, rerender };
}

const found: Payee = { exists: true, isEmployee: false, outBlacklist: true };
const emailBox = () => screen.getByRole('combobox', { name: /Payee's e-mail/ });
const amountBox = () => screen.getByRole('textbox', { name: /Amount/ });
const review = () => screen.getByRole('region', { name: 'Check before you send' });
const noReview = () => expect(screen.queryByRole('region', { name: 'Check before you send' })).toBeNull();

async function fill(user: ReturnType<typeof userEvent.setup>, email: string, amount: string) {
  await user.type(emailBox(), email);
  await user.tab(); // leaves the payee's list of people paid before
  await user.type(amountBox(), amount);
}

test('the first account is chosen and the amount reads in its currency, never "¤"', () => {
  show({ accounts: [usdAccount, eurAccount] });
  expect(screen.getByRole('button', { name: /From account/ }).textContent).toMatch(/USD/);
  expect(screen.getByRole('textbox', { name: /Amount.*\(USD\)/ })).toBeTruthy();
  expect(document.body.textContent).not.toContain('¤');
});

test('entering the payee field lists the people paid before; choosing one fills the e-mail', async () => {
  const user = userEvent.setup();
  show();
  await user.click(emailBox());
  const options = await screen.findAllByRole('option');
  expect(options.map((option) => option.textContent)).toEqual([
    'Pavel Push · pavel.push@demo.paydeck.test',
    'Sofia Sms · sofia.sms@demo.paydeck.test',
  ]);
  await user.click(options[1] as HTMLElement);
  expect((emailBox() as HTMLInputElement).value).toBe('sofia.sms@demo.paydeck.test');
});

test('the review says from where, to whom, what leaves, the fee, the total, what arrives and when; nothing is sent yet', async () => {
  const user = userEvent.setup();
  const props = show({ payee: ready(found) });
  await fill(user, 'pavel.push@demo.paydeck.test', '12.34');
  await user.type(screen.getByRole('textbox', { name: /Reference/ }), 'Dinner');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  const lines = within(review());
  expect(lines.getByTestId('review-from').textContent).toBe('EUR · PD0000000011');
  expect(lines.getByTestId('review-payee').textContent).toBe('Pavel Push · pavel.push@demo.paydeck.test');
  expect(lines.getByTestId('review-sent').textContent).toBe('€12.34');
  expect(lines.getByTestId('review-fee').textContent).toBe('€0.20');
  expect(lines.getByTestId('review-total').textContent).toBe('€12.54');
  expect(lines.getByTestId('review-received').textContent).toBe('€12.34');
  expect(lines.getByText('Now')).toBeTruthy();
  expect(lines.getByText('Dinner')).toBeTruthy();
  expect(props.onSubmit).not.toHaveBeenCalled();
  await user.click(lines.getByRole('button', { name: 'Edit' }));
  expect((amountBox() as HTMLInputElement).value).toBe('12.34');
});

test('sends the payload once, however often the confirm is pressed while it is on its way', async () => {
  const user = userEvent.setup();
  let finish: (value: SubmitResult) => void = () => {};
  const props = show({
    payee: ready(found),
    onSubmit: vi.fn(() => new Promise<SubmitResult>((resolve) => (finish = resolve))),
  });
  await fill(user, 'pavel.push@demo.paydeck.test', '25');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  const confirm = within(review()).getByRole('button', { name: 'Confirm and send' });
  await user.dblClick(confirm);
  await user.click(confirm);
  finish(booked);
  expect(props.onSubmit).toHaveBeenCalledExactlyOnceWith({
    fromAccountId: 11,
    toEmail: 'pavel.push@demo.paydeck.test',
    amount: '25',
  });
  await vi.waitFor(() => expect(props.onDone).toHaveBeenCalledWith(booked, expect.objectContaining({ amount: '25' })));
});

test('the review waits for the payee check and the confirm for the fee', async () => {
  const user = userEvent.setup();
  const props = show({ payee: loading, fee: loading });
  await fill(user, 'pavel.push@demo.paydeck.test', '25');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(screen.getByRole('alert').textContent).toMatch(/payee is being checked/);
  noReview();
  props.rerender({ payee: ready(found) });
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(within(review()).getByRole('button', { name: 'Confirm and send' }).hasAttribute('disabled')).toBe(true);
});

test('an amount above the available balance shows neither the fee nor a total', async () => {
  const user = userEvent.setup();
  show({ payee: ready(found) });
  await fill(user, 'pavel.push@demo.paydeck.test', '99999');
  expect(screen.queryByText('Total taken from the account')).toBeNull();
  expect(screen.queryByText(/100,/)).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(describedBy(amountBox())).toMatch(/more than the account's available balance/);
  noReview();
});

test('a new prefill fills the payee (a recent payee picked)', async () => {
  const props = show();
  props.rerender({ prefill: { id: 1, values: { toEmail: 'jonas.weber@example.com' } } });
  await vi.waitFor(() => expect((emailBox() as HTMLInputElement).value).toBe('jonas.weber@example.com'));
});

test.each([
  ['an invalid e-mail', 'pavel', '25', null, /Enter a valid e-mail address\./],
  [
    'a payee who does not exist',
    'nobody@example.test',
    '25',
    { ...found, exists: false },
    /No Paydeck customer has this e-mail/,
  ],
  [
    'a blocked payee',
    'pavel.push@demo.paydeck.test',
    '25',
    { ...found, outBlacklist: false },
    /You blocked payments to this e-mail/,
  ],
])('no review for %s', async (_case, email, amount, payee, message) => {
  const user = userEvent.setup();
  const props = show({ payee: payee ? ready(payee) : null });
  await fill(user, email, amount);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(describedBy(emailBox())).toMatch(message);
  noReview();
  expect(props.onSubmit).not.toHaveBeenCalled();
});

test.each([
  ['more decimals than EUR has', '10.001', /Use at most 2 decimal places/],
  ['zero', '0', /Enter an amount greater than zero\./],
  ['more than the available balance', '3000', /more than the account's available balance/],
])('the amount: %s is refused at its field', async (_case, amount, message) => {
  const user = userEvent.setup();
  const props = show({ payee: ready(found) });
  await fill(user, 'pavel.push@demo.paydeck.test', amount);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(describedBy(amountBox())).toMatch(message);
  expect(props.onSubmit).not.toHaveBeenCalled();
});

test.each([
  [
    'a reference with a right-to-left override',
    'pavel.push@demo.paydeck.test',
    'Refund \u202egnp.exe',
    /Reference/,
    /invisible text-direction characters/,
  ],
  [
    'an e-mail longer than 254 characters',
    `${'p'.repeat(243)}@paydeck.test`,
    '',
    /Payee's e-mail/,
    /Use at most 254 characters\./,
  ],
])('%s is refused at its field before anything is sent', async (_case, email, reference, field, message) => {
  const user = userEvent.setup();
  const props = show({ payee: ready(found) });
  await user.click(emailBox());
  await user.paste(email);
  await user.tab();
  await user.type(amountBox(), '25');
  if (reference) {
    await user.click(screen.getByRole('textbox', { name: /Reference/ }));
    await user.paste(reference);
  }
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  const box = field.test("Payee's e-mail") ? emailBox() : screen.getByRole('textbox', { name: field });
  expect(describedBy(box)).toMatch(message);
  expect(props.onSubmit).not.toHaveBeenCalled();
});

test('a VF refusal of a field brings the form back with it there, and it goes when the field changes', async () => {
  const user = userEvent.setup();
  const refusal = new ApiError({
    code: 'VF',
    kind: 'business',
    message: 'toEmail: cannot receive EUR',
    validationErrors: [{ param: 'toEmail', description: 'cannot receive EUR' }],
  });
  show({ payee: ready(found), onSubmit: vi.fn(async () => Promise.reject(refusal)) });
  await fill(user, 'pavel.push@demo.paydeck.test', '25');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.click(within(review()).getByRole('button', { name: 'Confirm and send' }));
  expect(await screen.findByText('This person cannot receive EUR: they have no EUR account with us.')).toBeTruthy();
  noReview();
  await user.type(emailBox(), 'x');
  await user.tab();
  expect(screen.queryByText(/cannot receive EUR/)).toBeNull();
});

test('the fee and the total of the amount', async () => {
  const user = userEvent.setup();
  show({ payee: ready(found), fee: ready({ fee: '0.20', feeCurrencyCode: 'EUR' }) });
  await fill(user, 'pavel.push@demo.paydeck.test', '25');
  expect(screen.getByText('€0.20')).toBeTruthy();
  expect(screen.getByText('€25.20')).toBeTruthy();
});
