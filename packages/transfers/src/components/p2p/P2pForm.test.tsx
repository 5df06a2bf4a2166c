import { ApiError } from '@paydeck/api-client';
import { I18nProvider, i18n } from '@paydeck/i18n';
import { ready } from '@paydeck/accounts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Payee } from '../../api/p2p';
import { P2pForm, type P2pFormProps } from './P2pForm';
import { eurAccount, sampleBeneficiaries } from './fixtures';

i18n.loadAndActivate({ locale: 'en', messages: {} });

/** The element's accessible description: the text of the elements its aria-describedby names. */
const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
    .join(' ')
    .trim();

function show(overrides: Partial<P2pFormProps> = {}) {
  const props: P2pFormProps = {
    accounts: [eurAccount],
    beneficiaries: ready(sampleBeneficiaries),
    payee: null,
    fee: null,
    onValuesChange: vi.fn(),
    onSubmit: vi.fn(async () => ({})),
    ...overrides,
  };
  render(
    <I18nProvider i18n={i18n}>
      <P2pForm {...props} />
    </I18nProvider>,
  );
  return props;
}

const found: Payee = { exists: true, isEmployee: false, outBlacklist: true };
const emailBox = () => screen.getByRole('combobox', { name: /Payee's e-mail/ });
const amountBox = () => screen.getByRole('textbox', { name: /Amount/ });

async function fill(user: ReturnType<typeof userEvent.setup>, email: string, amount: string) {
  await user.type(emailBox(), email);
  await user.tab(); // leaves the payee's list of people paid before
  await user.type(amountBox(), amount);
}

test('sends the payload once, however often Send is pressed while it is on its way', async () => {
  const user = userEvent.setup();
  let finish: (value: unknown) => void = () => {};
  const props = show({ payee: ready(found), onSubmit: vi.fn(() => new Promise((resolve) => (finish = resolve))) });
  await fill(user, 'pavel.push@demo.paydeck.test', '25');
  const send = screen.getByRole('button', { name: 'Send' });
  await user.dblClick(send);
  await user.click(send);
  finish({});
  expect(props.onSubmit).toHaveBeenCalledExactlyOnceWith({
    fromAccountId: 11,
    toEmail: 'pavel.push@demo.paydeck.test',
    amount: '25',
  });
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
])('nothing is sent for %s', async (_case, email, amount, payee, message) => {
  const user = userEvent.setup();
  const props = show({ payee: payee ? ready(payee) : null });
  await fill(user, email, amount);
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(describedBy(emailBox())).toMatch(message);
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
  await user.click(screen.getByRole('button', { name: 'Send' }));
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
  await user.click(screen.getByRole('button', { name: 'Send' }));
  const box = field.test("Payee's e-mail") ? emailBox() : screen.getByRole('textbox', { name: field });
  expect(describedBy(box)).toMatch(message);
  expect(props.onSubmit).not.toHaveBeenCalled();
});

test('a VF refusal is shown at its field and goes when the field changes', async () => {
  const user = userEvent.setup();
  const refusal = new ApiError({
    code: 'VF',
    kind: 'business',
    message: 'toEmail: cannot receive EUR',
    validationErrors: [{ param: 'toEmail', description: 'cannot receive EUR' }],
  });
  show({ payee: ready(found), onSubmit: vi.fn(async () => Promise.reject(refusal)) });
  await fill(user, 'pavel.push@demo.paydeck.test', '25');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('This person cannot receive EUR: they have no EUR account with us.')).toBeTruthy();
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
