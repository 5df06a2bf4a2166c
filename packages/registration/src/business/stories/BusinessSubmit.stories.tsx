import { failed, loading, ready } from '@paydeck/accounts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { Resolution as MadeResolution } from '../../api/schemas';
import { sectionChecks } from '../../model/checks';
import type { Draft } from '../../model/draft';
import { completeDraft } from '../../model/fixtures';
import { ResolutionScreen, type ResolutionScreenProps } from '../resolution/ResolutionScreen';
import { SubmitScreen, type SubmitScreenProps } from '../submit/SubmitScreen';
import { BusinessStory } from './BusinessStory';

const draft = completeDraft();
const main = draft.persons[0] as Draft['persons'][number];

const pending: MadeResolution = {
  id: '6f1c3a52-9a0e-4a4b-9d1e-2f8c3b7a1e55',
  statusId: 41,
  companyName: 'Northwind Media Ltd',
  createdAt: '2026-11-24T10:00:00Z',
  signers: [
    {
      personId: 'd1',
      firstName: 'First d1',
      lastName: 'Last d1',
      email: 'main.user@example.test',
      statusId: 2,
      signedAt: '2026-11-24T11:00:00Z',
    },
    {
      personId: 'd2',
      firstName: 'First d2',
      lastName: 'Last d2',
      email: 'd2@example.test',
      statusId: 41,
      signedAt: null,
    },
  ],
};

const resolution = (overrides: Partial<ResolutionScreenProps> = {}) => (
  <ResolutionScreen
    directors={draft.persons}
    chosen={['d1']}
    onToggle={fn()}
    problem={undefined}
    resolution={null}
    onGenerate={fn(async () => {})}
    onRefresh={fn()}
    generateError={null}
    generating={false}
    onBack={fn()}
    onNext={fn()}
    {...overrides}
  />
);

const submit = (overrides: Partial<SubmitScreenProps> = {}) => (
  <SubmitScreen
    draft={draft}
    mainUsers={[main]}
    checks={null}
    onCheck={fn()}
    onSubmit={fn(async () => {})}
    sendError={null}
    sending={false}
    open={fn()}
    onBack={fn()}
    {...overrides}
  />
);

const meta = {
  title: 'registration/Business/Resolution and submit',
  component: BusinessStory,
  args: { where: { screen: 'resolution' }, draft, resolution: resolution() },
} satisfies Meta<typeof BusinessStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Resolution: Story = { tags: ['screen'] };
export const ResolutionPending: Story = {
  args: { resolution: resolution({ resolution: ready(pending) }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Waiting for signatures')).toBeVisible();
    await expect(canvas.getByText('Not signed yet')).toBeVisible();
  },
};
export const ResolutionLoading: Story = { args: { resolution: resolution({ resolution: loading }) } };
export const ResolutionFailed: Story = {
  args: { resolution: resolution({ resolution: failed('Unknown resolution') }) },
};
export const ResolutionCannotSign: Story = {
  args: { resolution: resolution({ chosen: ['d2'], problem: 'cannotSign' }) },
};

export const Submit: Story = { tags: ['screen'], args: { where: { screen: 'submit' }, submit: submit() } };

const bad: Draft = {
  ...draft,
  directors: [],
  persons: draft.persons.map((p) => ({ ...p, accessRights: p.isUser ? 1 : 0 })),
};
export const SubmitWithBadSections: Story = {
  args: {
    where: { screen: 'submit' },
    draft: bad,
    badSteps: ['directorsHub', 'usersHub', 'submit'],
    submit: submit({
      draft: bad,
      mainUsers: [],
      checks: sectionChecks(bad, { emailStatus: () => 0, sourceOfWealth: true }),
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Not sent: these sections need attention.')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Users' })).toBeVisible();
  },
};

export const SubmitFailed: Story = {
  args: {
    where: { screen: 'submit' },
    submit: submit({ sendError: 'email: must be the e-mail of a user with full access (2)' }),
  },
};
