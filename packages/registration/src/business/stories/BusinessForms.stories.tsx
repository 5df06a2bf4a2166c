import { failed, loading } from '@paydeck/accounts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { emptyDraft } from '../../model/draft';
import { completeDraft } from '../../model/fixtures';
import { BusinessStory } from './BusinessStory';

const meta = {
  title: 'registration/Business/Forms',
  component: BusinessStory,
  args: { where: { screen: 'generalForm' }, draft: completeDraft() },
} satisfies Meta<typeof BusinessStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const GeneralForm: Story = {
  tags: ['screen'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'About the company' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Company/ })).toHaveAttribute('aria-current', 'step');
  },
};

export const GeneralFormEmpty: Story = {
  args: { draft: emptyDraft() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByText("Enter the company's registered name.")).toBeVisible();
  },
};

export const FinancialInfoForm: Story = { tags: ['screen'], args: { where: { screen: 'financialInfoForm' } } };
export const FinancialInfoLoading: Story = { args: { where: { screen: 'financialInfoForm' }, financial: loading } };
export const FinancialInfoFailed: Story = {
  args: { where: { screen: 'financialInfoForm' }, financial: failed('Server is not available') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const DueDilligenceForm: Story = { tags: ['screen'], args: { where: { screen: 'dueDilligenceForm' } } };
export const DueDilligenceRegulated: Story = {
  args: {
    where: { screen: 'dueDilligenceForm' },
    draft: { ...completeDraft(), dueDilligenceForm: { ...completeDraft().dueDilligenceForm, isRegulated: true } },
  },
};

export const LegalForm: Story = { tags: ['screen'], args: { where: { screen: 'legalForm' } } };
export const LegalFormOtherPlaceOfBusiness: Story = {
  args: {
    where: { screen: 'legalForm' },
    draft: { ...completeDraft(), legalForm: { ...completeDraft().legalForm, sameBusinessAddress: false } },
  },
};

export const PersonForm: Story = {
  tags: ['screen'],
  args: {
    where: { screen: 'personForm', role: 'user', person: 'd1' },
    emailStatuses: { 'main.user@example.test': 0 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This e-mail is free.')).toBeVisible();
    // d1 holds 60 percent: a detail per chosen source of funds
    await expect(canvas.getByRole('group', { name: 'Details of each source of funds' })).toBeVisible();
  },
};

/** Typing in the country box while the previous field's change is being saved keeps what is typed. */
export const PersonFormCountryWhileSaving: Story = {
  args: { where: { screen: 'personForm', role: 'director', person: 'd2' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const home = canvas.getByRole('group', { name: 'Home address' });
    await userEvent.clear(within(home).getByRole('textbox', { name: /Postal code/ }));
    await userEvent.type(within(home).getByRole('textbox', { name: /Postal code/ }), '3036');
    const country = within(home).getByRole('combobox', { name: /Country/ });
    await userEvent.clear(country);
    await userEvent.type(country, 'Cypr');
    await new Promise((resolve) => setTimeout(resolve, 600));
    await expect(country).toHaveValue('Cypr');
    await userEvent.keyboard('{Escape}');
  },
};

export const PersonFormEmailTaken: Story = {
  args: {
    where: { screen: 'personForm', role: 'user', person: 'd1' },
    emailStatuses: { 'main.user@example.test': 1 },
  },
};

export const PersonFormSourcesLoading: Story = {
  args: { where: { screen: 'personForm', role: 'director', person: 'd2' }, sources: loading },
};

export const CompanyForm: Story = {
  tags: ['screen'],
  args: { where: { screen: 'companyForm', company: 'c1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Its directors' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Its shareholders' })).toBeVisible();
  },
};

export const MissingEntry: Story = { args: { where: { screen: 'personForm', role: 'director', person: 'gone' } } };
