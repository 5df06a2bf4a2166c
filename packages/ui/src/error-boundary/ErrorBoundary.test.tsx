import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../test/render';
import { ErrorBoundary } from './ErrorBoundary';

let broken = true;

function Flaky() {
  if (broken) throw new Error('boom');
  return <p>Balance loaded</p>;
}

test('shows the error screen instead of a failed part, and "Try again" renders it again', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const onError = vi.fn();
  const onRetry = vi.fn(() => {
    broken = false;
  });
  renderUi(
    <ErrorBoundary onError={onError} onRetry={onRetry}>
      <Flaky />
    </ErrorBoundary>,
  );
  expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
  expect(onError).toHaveBeenCalledOnce();
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(onRetry).toHaveBeenCalledOnce();
  expect(screen.getByText('Balance loaded')).toBeTruthy();
});
