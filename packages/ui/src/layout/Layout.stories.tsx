import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/Button';
import { StatusBadge } from '../status-badge/StatusBadge';
import { Inline, Stack } from './Layout';

function Demo({ gap }: { gap?: 'sm' | 'md' | 'xl' }) {
  return (
    <Stack gap={gap}>
      <Inline gap="sm" align="center">
        <strong>Main account</strong>
        <StatusBadge tone="success">Active</StatusBadge>
      </Inline>
      <span>LT12 3456 7890 1234 5678</span>
      <Inline gap="sm">
        <Button>Send</Button>
        <Button variant="secondary">Top up</Button>
        <Button variant="secondary">Statement</Button>
      </Inline>
    </Stack>
  );
}

const meta = { title: 'ui/Layout', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const StackAndInline: Story = {};
export const WideGap: Story = { args: { gap: 'xl' } };
