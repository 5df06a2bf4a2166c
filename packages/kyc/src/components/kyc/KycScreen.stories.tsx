import { failed, loading, ready } from '@paydeck/accounts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { dictionaries, identityTypes, passport, umaKyc, unconfirmedPhone } from '../fixtures';
import { emptyQuestionnaire } from '../../model/questionnaire';
import { KycScreen } from './KycScreen';

const steps = (done: string[]) =>
  (['questionnaire', 'phone', 'identity', 'address'] as const).map((step) => ({ step, done: done.includes(step) }));

const meta = {
  title: 'kyc/KycScreen',
  component: KycScreen,
  args: {
    kyc: ready(umaKyc),
    request: ready({ isNeedKyc: true, steps: steps(['address']) }),
    onRetry: fn(),
    questionnaire: {
      dictionaries: ready(dictionaries),
      onRetry: fn(),
      draft: emptyQuestionnaire,
      saved: emptyQuestionnaire,
      onDraftChange: fn(),
      onSubmit: fn(async () => true),
      error: null,
    },
    identityTypes,
    today: '2026-11-24',
    phone: { add: fn(), requestCode: fn(async () => '+44 ••• ••• 123'), confirm: fn() },
    onIdentity: fn(),
    onConfirmAddress: fn(),
    onCreateAddress: fn(),
    canManage: true,
    canUpload: true,
  },
} satisfies Meta<typeof KycScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const UmaStarts: Story = {
  tags: ['screen'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Account status' })).toHaveTextContent('Not verified');
    // the count and the chips beside it are the same list: identity and phone (the questionnaire is a step, not an action)
    await expect(canvas.getByRole('region', { name: 'Account status' })).toHaveTextContent('2 things to do.');
    await expect(within(canvas.getByRole('list', { name: 'Things to do' })).getAllByRole('listitem')).toHaveLength(2);
  },
};

/** Sending the questionnaire empty shows every question's message and sends nothing. */
export const QuestionnaireMissing: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save the answers' }));
    await expect(await canvas.findByText('Choose your occupation.')).toBeVisible();
    await expect(args.questionnaire.onSubmit).not.toHaveBeenCalled();
  },
};

/** A renamed executable is refused by its first bytes, before anything is sent. */
export const RenamedExecutable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    const exe = new File([new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0])], 'passport.pdf', {
      type: 'application/pdf',
    });
    await userEvent.upload(input, exe);
    await expect(await canvas.findByText(/not a JPEG, PNG or PDF/)).toBeVisible();
  },
};

/** The questionnaire answered: what the bank returned (the occupation) is shown, not empty pickers. */
export const QuestionnaireAnswered: Story = {
  args: {
    request: ready({ isNeedKyc: true, steps: steps(['questionnaire', 'address']) }),
    questionnaire: { ...meta.args.questionnaire, saved: { ...emptyQuestionnaire, occupationId: 2 } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const about = canvas.getByRole('region', { name: 'About you' });
    await expect(about).toHaveTextContent('Self-employed');
    await expect(about).not.toHaveTextContent('Choose');
  },
};

/** A read-only company user (right 1) forced to KYC: the steps as they stand, nothing to send, and why. */
export const ReadOnly: Story = {
  args: {
    canManage: false,
    canUpload: false,
    request: ready({ isNeedKyc: true, steps: steps(['questionnaire', 'address']) }),
    questionnaire: { ...meta.args.questionnaire, saved: { ...emptyQuestionnaire, occupationId: 2 } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'About you' })).toHaveTextContent('Self-employed');
    await expect(canvas.queryByRole('button', { name: 'Change the answers' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Send a code' })).toBeNull();
    await expect(canvas.queryByRole('form', { name: 'Add a mobile number' })).toBeNull();
    await expect(canvas.queryByRole('form', { name: 'Add an identity document' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'This is my current address' })).toBeNull();
    await expect(canvas.getByText('You can see these documents but not send new ones.')).toBeVisible();
  },
};

export const IdentityPending: Story = {
  args: {
    kyc: ready({ ...umaKyc, identityDocuments: [passport] }),
    request: ready({ isNeedKyc: true, steps: steps(['address', 'identity']) }),
  },
};

export const AllDone: Story = {
  args: {
    kyc: ready({ ...umaKyc, identityDocuments: [passport], phones: [{ ...unconfirmedPhone, confirmed: true }] }),
    request: ready({ isNeedKyc: false, steps: steps(['questionnaire', 'phone', 'identity', 'address']) }),
  },
};

export const Loading: Story = { args: { kyc: loading } };
export const Failed: Story = { args: { kyc: failed('Server is not available') } };
export const QuestionsFailed: Story = {
  args: {
    questionnaire: { ...meta.args.questionnaire, dictionaries: failed('Server is not available') },
  },
};
