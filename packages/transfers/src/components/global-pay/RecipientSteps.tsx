import { useLingui } from '@lingui/react/macro';
import { pageLayout as layout } from '@paydeck/accounts';
import { RECIPIENT_STEPS } from '../../model/recipient-page';
import * as styles from './global-pay.css';

/** Where the payee is among the three steps: "Step 2 of 3", then each step named, the current one marked. */
export function RecipientSteps({ step }: { step: 1 | 2 | 3 }) {
  const { t, i18n } = useLingui();
  const names = [t`Where to receive it`, t`Your account details`, t`Confirm with the code`];
  const current = i18n.number(step);
  const of = i18n.number(RECIPIENT_STEPS);
  return (
    <nav aria-label={t`Progress`}>
      <p className={layout.muted} data-testid="recipient-step">
        {t`Step ${current} of ${of}`}
      </p>
      <ol className={styles.steps}>
        {names.map((name, index) => {
          const number = index + 1;
          const className = number === step ? styles.currentStep : number < step ? styles.doneStep : styles.step;
          return (
            <li key={name} className={className} aria-current={number === step ? 'step' : undefined}>
              <span aria-hidden="true">{number < step ? '✓' : i18n.number(number)}</span> {name}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
