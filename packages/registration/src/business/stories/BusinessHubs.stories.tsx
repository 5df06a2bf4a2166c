import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { emptyDraft } from '../../model/draft';
import { completeDraft } from '../../model/fixtures';
import { BusinessStory } from './BusinessStory';

const meta = {
  title: 'registration/Business/Hubs',
  component: BusinessStory,
  args: { where: { screen: 'directorsHub' }, draft: completeDraft() },
} satisfies Meta<typeof BusinessStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DirectorsHub: Story = {
  tags: ['screen'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Directors' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Edit / })).toHaveLength(2);
  },
};

export const DirectorsEmpty: Story = {
  args: { draft: emptyDraft() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No directors yet')).toBeVisible();
  },
};

export const ShareholdersHub: Story = {
  tags: ['screen'],
  args: { where: { screen: 'shareholdersHub' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Together: 100 percent')).toBeVisible();
  },
};

export const ShareholdersTooMuch: Story = {
  args: {
    where: { screen: 'shareholdersHub' },
    draft: { ...completeDraft(), shareholders: completeDraft().shareholders.map((entry) => ({ ...entry, share: 70 })) },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/cannot exceed 100 percent/)).toBeVisible();
  },
};

export const ShareholdersAddCompany: Story = {
  args: { where: { screen: 'shareholdersHub' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add a company as shareholder' }));
    await expect(await canvas.findByRole('heading', { name: 'A company holding shares' })).toBeVisible();
  },
};

export const UsersHub: Story = {
  tags: ['screen'],
  args: { where: { screen: 'usersHub' }, emailStatuses: { 'main.user@example.test': 0 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('This e-mail is free.')).toBeVisible();
  },
};

export const UsersChecking: Story = { args: { where: { screen: 'usersHub' } } };

export const UsersWithoutRights: Story = {
  args: {
    where: { screen: 'usersHub' },
    emailStatuses: { 'main.user@example.test': 3 },
    draft: {
      ...completeDraft(),
      persons: completeDraft().persons.map((person) => ({ ...person, accessRights: 0 })),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('At least one user needs full access.')).toBeVisible();
  },
};

export const UsersEmpty: Story = { args: { where: { screen: 'usersHub' }, draft: emptyDraft() } };
