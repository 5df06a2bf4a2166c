import { useLingui } from '@lingui/react/macro';
import { api } from '@paydeck/auth';
import { activeBrand } from '@paydeck/brand-config/active';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { checkUrls } from '../api/check-urls';
import { registrationKeys } from '../api/keys';
import { CancelLink } from '../common/CancelLink';
import { DraftNotice } from '../common/DraftNotice';
import { useEmailExistence } from '../common/useEmailExistence';
import { type Problem, type Section, sectionChecks, SOURCE_OF_WEALTH_FEATURE } from '../model/checks';
import { newDraftId } from '../model/draft';
import { useDraftStore } from '../model/draft-store';
import type { EmailStatus } from '../model/email-status';
import { BusinessRegistrationScreen } from './BusinessRegistrationScreen';
import { forgetOpenScreens } from './form/saving';
import { parentScreen } from './navigation';
import { ResolutionStep } from './resolution/ResolutionStep';
import { useResolutionStore } from './resolution/resolution-store';
import { ScreenSwitch } from './ScreenSwitch';
import { badStepsOf } from './bad-steps';
import { type BusinessScreen, neighbourStep, stepOf } from './steps';
import { SubmitStep } from './submit/SubmitStep';
import { useBusinessDictionaries } from './useBusinessDictionaries';

const useEmailStatus = (email: string) => useEmailExistence(email) as EmailStatus | undefined;

/**
 * /register/business: the draft (the model's store, kept in this browser), the screen the address names (so a
 * reload reopens it), the dictionaries, the resolution and the submit. Every screen change saves the screen left.
 */
export function BusinessRegistrationPage({ where }: { where: BusinessScreen }) {
  const { i18n } = useLingui();
  const router = useRouter();
  const queryClient = useQueryClient();
  const draft = useDraftStore((state) => state.draft);
  const update = useDraftStore((state) => state.update);
  const clearDraft = useDraftStore((state) => state.clear);
  const resolutionId = useResolutionStore((state) => state.resolutionId);
  const dictionaries = useBusinessDictionaries();
  const [checked, setChecked] = useState(false);
  const [generation, setGeneration] = useState(0);

  const open = (next: BusinessScreen) =>
    void router.navigate({ href: `/register/business${router.options.stringifySearch(next)}` });
  const step = stepOf(where);
  const go = (next: ReturnType<typeof neighbourStep>) => () => next && open({ screen: next });
  const back = () => open(parentScreen(draft, where) ?? { screen: step });
  // after the first check, the steps with problems stay marked and follow the draft as it is fixed
  const checks = useMemo<Record<Section, Problem[]> | null>(() => {
    if (!checked) return null;
    // the e-mail statuses as the live check and the submit last found them
    const emailStatus = (key: string) => queryClient.getQueryData<EmailStatus>(registrationKeys.emailCheck(key));
    return sectionChecks(draft, { emailStatus, sourceOfWealth: SOURCE_OF_WEALTH_FEATURE });
  }, [checked, draft, queryClient]);
  const forget = () => {
    forgetOpenScreens();
    useResolutionStore.getState().clear();
    setChecked(false);
    setGeneration((value) => value + 1);
  };

  return (
    <BusinessRegistrationScreen
      step={step}
      badSteps={checks ? badStepsOf(i18n, draft, checks) : []}
      onGo={(next) => open({ screen: next })}
      notice={
        <DraftNotice
          onCleared={() => {
            forget();
            open({ screen: 'generalForm' });
          }}
        />
      }
      footer={<CancelLink kind="business" />}
    >
      <ScreenSwitch
        key={generation}
        where={where}
        draft={draft}
        update={update}
        open={open}
        newId={newDraftId}
        back={back}
        types={activeBrand.registrationTypes.business}
        financial={dictionaries.financial}
        personalSources={dictionaries.personalSources}
        onRetryDictionaries={dictionaries.retry}
        useEmailStatus={useEmailStatus}
        checkWebsite={async (url) => (await checkUrls(api, [url]))[0]?.status ?? 'ok'}
        resolution={<ResolutionStep draft={draft} onBack={go(neighbourStep('resolution', -1))} onNext={go('submit')} />}
        submit={
          <SubmitStep
            draft={draft}
            resolutionId={resolutionId}
            checks={checks}
            onChecked={() => setChecked(true)}
            onSent={() => {
              forget();
              clearDraft();
              void router.navigate({ href: '/login' });
            }}
            open={open}
            onBack={go(neighbourStep('submit', -1))}
          />
        }
      />
    </BusinessRegistrationScreen>
  );
}
