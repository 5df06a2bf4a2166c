import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderUi } from '../test/render';
import { AmountInput } from './AmountInput';

function typeInto(text: string, props: { maxDecimals?: number } = {}) {
  const onChange = vi.fn();
  renderUi(<AmountInput label="Amount" currency="EUR" onChange={onChange} {...props} />);
  const input = screen.getByRole('textbox', { name: /Amount/ });
  return { input, onChange, typed: userEvent.type(input, text) };
}

test('reports the decimal string, keeps the typed text and reads the currency with the label', async () => {
  const { input, onChange, typed } = typeInto('1234,56789012');
  await typed;
  expect(onChange).toHaveBeenLastCalledWith('1234.56789012');
  expect((input as HTMLInputElement).value).toBe('1234,56789012');
  expect(input.getAttribute('aria-invalid')).toBeNull();
  expect(screen.getByRole('textbox', { name: 'Amount (EUR)' })).toBe(input);
  expect(screen.getByText('€')).toBeTruthy();
});

test.each([
  ['0.123456789', {}, 'Use at most 8 decimal places'],
  ['10.123', { maxDecimals: 2 }, 'Use at most 2 decimal places'],
  ['12a', {}, 'Enter the amount in digits, for example 12.50'],
  ['-3', {}, 'Enter the amount in digits, for example 12.50'],
])('%j (%o) is invalid: %s', async (text, props, message) => {
  const { input, typed } = typeInto(text, props);
  await typed;
  expect(input.getAttribute('aria-invalid')).toBe('true');
  expect(screen.getByText(message)).toBeTruthy();
});

function Controlled() {
  const [value, setValue] = useState('1.5');
  return (
    <>
      <AmountInput label="Amount" currency="GBP" value={value} onChange={setValue} />
      <button type="button" onClick={() => setValue('20.00')}>
        reset
      </button>
    </>
  );
}

test('follows a new value from the parent but keeps a typed text that means the same', async () => {
  renderUi(<Controlled />);
  const input = screen.getByRole('textbox', { name: /Amount/ }) as HTMLInputElement;
  expect(input.value).toBe('1.5');
  await userEvent.clear(input);
  await userEvent.type(input, '7,25');
  expect(input.value).toBe('7,25');
  await userEvent.click(screen.getByRole('button', { name: 'reset' }));
  expect(input.value).toBe('20.00');
});
