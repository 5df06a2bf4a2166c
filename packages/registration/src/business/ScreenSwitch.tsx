import { useLingui } from '@lingui/react/macro';
import type { Loadable } from '@paydeck/accounts';
import type { BusinessRegistrationType } from '@paydeck/brand-config';
import { Button, EmptyState } from '@paydeck/ui';
import type { ReactNode } from 'react';
import type { UrlStatus } from '../api/check-urls';
import type { DictionaryItem } from '../api/schemas';
import { personShare, needsSourceDetails, upsertCompany, upsertPerson } from '../model/draft-rules';
import type { EmailStatus } from '../model/email-status';
import type { HubProps } from './hubs/hub-types';
import { roleText } from './step-text';
import { CompanyFormScreen } from './screens/CompanyFormScreen';
import { DueDilligenceFormScreen } from './screens/DueDilligenceFormScreen';
import { FinancialInfoFormScreen, type FinancialDictionaries } from './screens/FinancialInfoFormScreen';
import { GeneralFormScreen } from './screens/GeneralFormScreen';
import { HubScreen } from './screens/HubScreen';
import { LegalFormScreen } from './screens/LegalFormScreen';
import { PersonFormScreen } from './screens/PersonFormScreen';
import { type BusinessScreen, type BusinessStep, neighbourStep } from './steps';

export interface ScreenSwitchProps extends Omit<HubProps, 'level'> {
  where: BusinessScreen;
  types: readonly BusinessRegistrationType[];
  financial: Loadable<FinancialDictionaries>;
  personalSources: Loadable<readonly DictionaryItem[]>;
  onRetryDictionaries: () => void;
  useEmailStatus: (email: string) => EmailStatus | undefined;
  /** `service/check-urls` for the company's website (generalForm). */
  checkWebsite?: ((url: string) => Promise<UrlStatus>) | undefined;
  /** Back from a person or company (its hub or holding company). */
  back: () => void;
  /** The resolution and submit steps (their own containers). */
  resolution: ReactNode;
  submit: ReactNode;
}

/** The screen the address names, fed from the draft; each saves its part of the draft. */
export function ScreenSwitch(props: ScreenSwitchProps) {
  const { t, i18n } = useLingui();
  const { where, draft, update, open } = props;
  const hub = { draft, update, open, newId: props.newId };
  const step = (next: BusinessStep | undefined) => () => next && open({ screen: next });
  const nav = (current: BusinessStep) => ({
    onDone: step(neighbourStep(current, 1)),
    onBack: step(neighbourStep(current, -1)),
  });
  // a screen keyed by where it is: moving between two persons remounts (saves one, opens the other)
  const key = JSON.stringify(where);
  switch (where.screen) {
    case 'generalForm':
      return (
        <GeneralFormScreen
          key={key}
          initial={draft.generalForm}
          types={props.types}
          save={(generalForm) => update((d) => ({ ...d, generalForm }))}
          onDone={nav('generalForm').onDone}
          checkWebsite={props.checkWebsite}
        />
      );
    case 'financialInfoForm':
      return (
        <FinancialInfoFormScreen
          key={key}
          initial={draft.financialInfoForm}
          dictionaries={props.financial}
          onRetry={props.onRetryDictionaries}
          save={(financialInfoForm) => update((d) => ({ ...d, financialInfoForm }))}
          {...nav('financialInfoForm')}
        />
      );
    case 'dueDilligenceForm':
      return (
        <DueDilligenceFormScreen
          key={key}
          initial={draft.dueDilligenceForm}
          save={(dueDilligenceForm) => update((d) => ({ ...d, dueDilligenceForm }))}
          {...nav('dueDilligenceForm')}
        />
      );
    case 'legalForm':
      return (
        <LegalFormScreen
          key={key}
          initial={draft.legalForm}
          save={(legalForm) => update((d) => ({ ...d, legalForm }))}
          {...nav('legalForm')}
        />
      );
    case 'directorsHub':
    case 'shareholdersHub':
      return <HubScreen key={key} kind={where.screen} hub={hub} {...nav(where.screen)} />;
    case 'usersHub':
      return (
        <HubScreen key={key} kind="usersHub" hub={hub} useEmailStatus={props.useEmailStatus} {...nav('usersHub')} />
      );
    case 'resolution':
      return props.resolution;
    case 'submit':
      return props.submit;
    case 'personForm': {
      const person = draft.persons.find((one) => one.id === where.person);
      if (!person) return <Missing onBack={props.back} />;
      return (
        <PersonFormScreen
          key={key}
          title={`${i18n._(roleText[where.role].one)}: ${t`personal details`}`}
          initial={person}
          isUser={person.isUser}
          needsDetails={needsSourceDetails(personShare(draft, person.id))}
          sources={props.personalSources}
          onRetry={props.onRetryDictionaries}
          useEmailStatus={props.useEmailStatus}
          // the roles and rights are the hubs' (not this form's): only the person's own fields are written
          save={({ isUser: _u, accessRights: _r, ...fields }) =>
            update((d) => {
              const now = d.persons.find((one) => one.id === person.id);
              return now ? upsertPerson(d, { ...now, ...fields }) : d;
            })
          }
          onDone={props.back}
          onBack={props.back}
        />
      );
    }
    case 'companyForm': {
      const company = draft.companies.find((one) => one.id === where.company);
      if (!company) return <Missing onBack={props.back} />;
      const { directors: _d, shareholders: _s, ...fields } = company;
      return (
        <CompanyFormScreen
          key={key}
          initial={fields}
          hub={hub}
          save={(changed) =>
            update((d) => {
              const now = d.companies.find((one) => one.id === company.id);
              return now ? upsertCompany(d, { ...now, ...changed }) : d;
            })
          }
          onDone={props.back}
          onBack={props.back}
        />
      );
    }
  }
}

/** A person or company the address names but the draft no longer has (removed, or the draft was cleared). */
function Missing({ onBack }: { onBack: () => void }) {
  const { t } = useLingui();
  return (
    <EmptyState
      title={t`This entry is no longer in your answers`}
      description={t`It was removed, or the saved answers were cleared.`}
      action={<Button onPress={onBack}>{t`Back`}</Button>}
    />
  );
}
