import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CountryComboBox } from './CountryComboBox';
import { withBrandOnRoot } from '../stories/withBrandOnRoot';

const meta = {
  title: 'ui/CountryComboBox',
  decorators: [withBrandOnRoot],
  component: CountryComboBox,
  args: { label: 'Country of residence', onChange: fn() },
} satisfies Meta<typeof CountryComboBox>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const WithFlags: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Country of residence' });
    await userEvent.type(input, 'lith');
    const option = await body().findByRole('option', { name: /Lithuania/ });
    await userEvent.click(option);
    await expect(args.onChange).toHaveBeenCalledWith('LT');
    await expect(input).toHaveValue('Lithuania');
    await waitFor(() => expect(body().queryByRole('listbox')).toBeNull());
  },
};

export const FindByCode: Story = {
  args: { showCodes: true },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Country of residence' });
    await userEvent.type(input, 'GB');
    await body().findByRole('option', { name: /United Kingdom/ });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('GB');
    await waitFor(() => expect(body().queryByRole('listbox')).toBeNull());
  },
};

export const OnlySome: Story = {
  args: { only: ['LT', 'LV', 'EE'], label: 'Baltic country' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Show suggestions/ }));
    const listbox = await body().findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['🇪🇪Estonia', '🇱🇻Latvia', '🇱🇹Lithuania']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('listbox')).toBeNull());
  },
};

export const WithValue: Story = { args: { defaultValue: 'UA' } };

export const InvalidWithError: Story = {
  args: { isInvalid: true, isRequired: true, errorMessage: 'Choose the country you live in.' },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'PT' } };
