import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../test/render';
import { Button } from './Button';

test('a loading button is busy, keeps its name and ignores presses', async () => {
  const onPress = vi.fn();
  renderUi(
    <Button isLoading onPress={onPress}>
      Pay
    </Button>,
  );
  const button = screen.getByRole('button', { name: /Pay/ });
  expect(button.getAttribute('aria-busy')).toBe('true');
  expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy();
  await userEvent.click(button);
  expect(onPress).not.toHaveBeenCalled();
});

test('an idle button is not busy and reacts to presses', async () => {
  const onPress = vi.fn();
  renderUi(<Button onPress={onPress}>Pay</Button>);
  const button = screen.getByRole('button', { name: 'Pay' });
  expect(button.hasAttribute('aria-busy')).toBe(false);
  await userEvent.click(button);
  expect(onPress).toHaveBeenCalledOnce();
});
