import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

function CardTabs({ disabledKeys }: { disabledKeys?: string[] }) {
  return (
    <Tabs disabledKeys={disabledKeys}>
      <TabList aria-label="Card">
        <Tab id="details">Details</Tab>
        <Tab id="limits">Limits</Tab>
        <Tab id="security">Security</Tab>
      </TabList>
      <TabPanel id="details">Card number, expiry and holder.</TabPanel>
      <TabPanel id="limits">Daily and monthly limits.</TabPanel>
      <TabPanel id="security">PIN and online payments.</TabPanel>
    </Tabs>
  );
}

const meta = { title: 'ui/Tabs', component: CardTabs } satisfies Meta<typeof CardTabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Details' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Limits' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Daily and monthly limits.');
  },
};

export const WithDisabledTab: Story = {
  args: { disabledKeys: ['security'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-disabled', 'true');
  },
};
