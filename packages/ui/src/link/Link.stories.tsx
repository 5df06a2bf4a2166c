import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Link } from './Link';

const meta = {
  title: 'ui/Link',
  component: Link,
  args: { href: '#fees', children: 'Fees and limits' },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const link = within(canvasElement).getByRole('link', { name: 'Fees and limits' });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const InText: Story = {
  render: (args) => (
    <p>
      Read the <Link {...args} /> before you send money abroad.
    </p>
  ),
};

export const Disabled: Story = { args: { isDisabled: true } };
