import { ready } from '@paydeck/accounts';
import { I18nProvider, i18n } from '@paydeck/i18n';
import { render, screen, within } from '@testing-library/react';
import type { KycCustomerInfo } from '../../api/schemas';
import { emptyQuestionnaire } from '../../model/questionnaire';
import { dictionaries, homeAddress, identityTypes, passport, umaKyc, unconfirmedPhone, verifiedKyc } from '../fixtures';
import { KycScreen } from './KycScreen';

i18n.loadAndActivate({ locale: 'en', messages: {} });

const none = vi.fn();
const steps = (done: string[]) =>
  (['questionnaire', 'phone', 'identity', 'address'] as const).map((step) => ({ step, done: done.includes(step) }));

const show = (kyc: KycCustomerInfo, canManage = true, canUpload = true) =>
  render(
    <I18nProvider i18n={i18n}>
      <KycScreen
        kyc={ready(kyc)}
        request={ready({ isNeedKyc: true, steps: steps(['address']) })}
        onRetry={none}
        questionnaire={{
          dictionaries: ready(dictionaries),
          onRetry: none,
          draft: emptyQuestionnaire,
          saved: emptyQuestionnaire,
          onDraftChange: none,
          onSubmit: async () => true,
          error: null,
        }}
        identityTypes={identityTypes}
        today="2026-11-24"
        phone={{ add: none, requestCode: async () => '+44 ••• ••• 123', confirm: none }}
        onIdentity={none}
        onConfirmAddress={none}
        onCreateAddress={none}
        canManage={canManage}
        canUpload={canUpload}
      />
    </I18nProvider>,
  );

const unconfirmedAddress = { ...homeAddress, confirmed: false, addressStatus: 0 };
const confirmedPhone = { ...unconfirmedPhone, confirmed: true };

// Spec 4.3 "Required actions counted": the banner's count and the chips beside it are both that count.
const cases: [string, KycCustomerInfo, string[]][] = [
  [
    'uma: questionnaire, phone and identity steps open; the questionnaire is no required action',
    umaKyc,
    ['Add an identity document', 'Confirm your phone number'],
  ],
  [
    'two addresses to confirm count once',
    { ...umaKyc, phones: [confirmedPhone], addresses: [unconfirmedAddress, { ...unconfirmedAddress, addressId: 12 }] },
    ['Confirm your address or send a proof of it', 'Add an identity document'],
  ],
  ['no phone at all asks nothing', { ...umaKyc, phones: [] }, ['Add an identity document']],
  [
    'a verified person: tax form, proof of residence and video identity',
    {
      ...verifiedKyc,
      taxFormStatus: 'rejected',
      proofOfResidence: { status: 'expiredSoon', uploadedDocuments: [] },
      videoIdentityStatus: 'rejected',
    },
    [
      'Complete your tax self-certification',
      'Send a proof of residence',
      'Your video identification was not accepted: start it again',
    ],
  ],
  [
    'an address missing',
    { ...umaKyc, addresses: [], identityDocuments: [passport] },
    ['Add your home address', 'Confirm your phone number'],
  ],
  ['nothing to do', verifiedKyc, []],
];

test.each(cases)('%s', (_name, kyc, expected) => {
  show(kyc);
  const banner = screen.getByRole('region', { name: 'Account status' });
  const chips = screen.queryByRole('list', { name: 'Things to do' });
  if (expected.length === 0) {
    expect(banner.textContent).not.toMatch(/to do/);
    expect(chips).toBeNull();
    return;
  }
  const count = expected.length === 1 ? '1 thing to do.' : `${expected.length} things to do.`;
  expect(banner.textContent).toContain(count);
  expect(chips).not.toBeNull();
  expect(
    within(chips as HTMLElement)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(expected);
});

// issue 36: the answers, phones and addresses are the policy's `full` (2), the identity document its `upload` (2-5)
const offered = () => ({
  questionnaire: screen.queryByRole('form', { name: 'Questionnaire' }) !== null,
  phone: screen.queryByRole('form', { name: 'Add a mobile number' }) !== null,
  sendCode: screen.queryByRole('button', { name: 'Send a code' }) !== null,
  identity: screen.queryByRole('form', { name: 'Add an identity document' }) !== null,
  address: screen.queryByRole('form', { name: 'Add the address' }) !== null,
  notes: screen.queryAllByText(/^You can see these (details|documents)/).length,
});
test.each([
  ['full access (2), a person on their own KYC: every step', true, true, [true, true, true, true, true, 0]],
  ['rights 3-5: the identity document only', false, true, [false, false, false, true, false, 3]],
  ['read only (1), an admin acting for the customer: nothing', false, false, [false, false, false, false, false, 4]],
] as const)('%s', (_case, canManage, canUpload, [questionnaire, phone, sendCode, identity, address, notes]) => {
  show({ ...umaKyc, addresses: [] }, canManage, canUpload);
  expect(offered()).toEqual({ questionnaire, phone, sendCode, identity, address, notes });
});
