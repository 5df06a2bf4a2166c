// The business registration as stories show it: the frame, the step navigation and the screen an address names,
// over a draft kept in the story's state (the hubs' changes apply), without the network (lists given, the e-mail
// statuses given per address, the resolution and submit screens as given).
import { failed, type Loadable, loading, ready } from '@paydeck/accounts';
import { type ReactNode, useState } from 'react';
import type { DictionaryItem } from '../../api/schemas';
import { DraftNotice } from '../../common/DraftNotice';
import type { Draft } from '../../model/draft';
import type { EmailStatus } from '../../model/email-status';
import { BusinessRegistrationScreen } from '../BusinessRegistrationScreen';
import { parentScreen } from '../navigation';
import type { FinancialDictionaries } from '../screens/FinancialInfoFormScreen';
import { ScreenSwitch } from '../ScreenSwitch';
import { type BusinessScreen, type BusinessStep, stepOf } from '../steps';

const item = (id: number, name: string): DictionaryItem => ({ id, name });

export const financialLists: FinancialDictionaries = {
  sourcesOfFunds: [item(40, 'Revenue from sales'), item(41, 'Investment from owners'), item(42, 'Loan')],
  purposesOfAccount: [item(20, 'Paying suppliers'), item(21, 'Receiving payments from customers')],
  estimatedMonthlyDeposits: [item(1, 'Up to 1,000 EUR'), item(2, '1,000 to 5,000 EUR'), item(3, '5,000 to 20,000 EUR')],
  currencies: [
    { code: 'EUR', name: 'Euro' },
    { code: 'USD', name: 'US dollar' },
    { code: 'GBP', name: 'Pound sterling' },
  ],
};

export const personalSources: readonly DictionaryItem[] = [
  item(1, 'Salary'),
  item(2, 'Savings'),
  item(4, 'Investments'),
  item(7, 'Other'),
];

export const listsState = { ready, loading, failed };

export interface BusinessStoryProps {
  where: BusinessScreen;
  draft: Draft;
  financial?: Loadable<FinancialDictionaries>;
  sources?: Loadable<readonly DictionaryItem[]>;
  /** The live check's answer per e-mail (absent: checking). */
  emailStatuses?: Record<string, EmailStatus>;
  badSteps?: readonly BusinessStep[];
  resolution?: ReactNode;
  submit?: ReactNode;
}

let nextId = 0;

export function BusinessStory({
  where: start,
  draft: initial,
  financial = ready(financialLists),
  sources = ready(personalSources),
  emailStatuses = {},
  badSteps = [],
  resolution = null,
  submit = null,
}: BusinessStoryProps) {
  const [draft, setDraft] = useState(initial);
  const [where, setWhere] = useState(start);
  const emailStatusOf = (email: string): EmailStatus | undefined =>
    email.trim() === '' ? undefined : (emailStatuses[email.trim().toLowerCase()] ?? 2);
  return (
    <BusinessRegistrationScreen
      step={stepOf(where)}
      badSteps={badSteps}
      onGo={(screen) => setWhere({ screen })}
      notice={<DraftNotice />}
    >
      <ScreenSwitch
        where={where}
        draft={draft}
        update={(change) => setDraft(change)}
        open={setWhere}
        newId={() => `story-${++nextId}`}
        back={() => setWhere(parentScreen(draft, where) ?? { screen: stepOf(where) })}
        types={['advertisingNetworks', 'affiliatePrograms', 'hostingProviders', 'others']}
        financial={financial}
        personalSources={sources}
        onRetryDictionaries={() => undefined}
        useEmailStatus={emailStatusOf}
        resolution={resolution}
        submit={submit}
      />
    </BusinessRegistrationScreen>
  );
}
