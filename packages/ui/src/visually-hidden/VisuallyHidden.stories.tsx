import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../button/Button';
import { VisuallyHidden } from './VisuallyHidden';

function IconButton() {
  return (
    <Button variant="quiet">
      <span aria-hidden="true">⚙</span>
      <VisuallyHidden>Settings</VisuallyHidden>
    </Button>
  );
}

const meta = { title: 'ui/VisuallyHidden', component: IconButton } satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NamesAnIconButton: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Settings' });
    await expect(within(button).getByText('Settings')).toHaveStyle({ position: 'absolute', width: '1px' });
  },
};
