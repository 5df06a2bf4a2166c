import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { ErrorBoundary } from './ErrorBoundary';

let broken = true;

function Balance() {
  if (broken) throw new Error('The balance could not be read');
  return <p>Balance: 1,204.50 EUR</p>;
}

function FailingPart() {
  const [, rerender] = useState(0);
  return (
    <ErrorBoundary
      onRetry={() => {
        broken = false;
        rerender((n) => n + 1);
      }}
    >
      <Balance />
    </ErrorBoundary>
  );
}

const meta = {
  title: 'ui/ErrorBoundary',
  component: FailingPart,
  beforeEach: () => {
    broken = true;
  },
} satisfies Meta<typeof FailingPart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorScreen: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  },
};

export const Retry: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(canvas.getByText('Balance: 1,204.50 EUR')).toBeVisible();
  },
};
