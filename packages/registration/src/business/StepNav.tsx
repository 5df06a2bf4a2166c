import { useLingui } from '@lingui/react/macro';
import { SideScroll } from '@paydeck/ui';
import * as styles from './business.css';
import { stepText } from './step-text';
import { type BusinessStep, businessSteps } from './steps';

/**
 * The registration's steps as a list of buttons: the current one marked (aria-current="step"), the ones the last
 * check found bad named so. Pressing one saves the screen being left (the caller's `onGo`) and opens it. A column
 * beside the form on a laptop (a long name wraps in it); above the form on narrower screens, one row that scrolls
 * sideways inside itself with a cue, the current step in view.
 */
export function StepNav({
  current,
  bad = [],
  onGo,
}: {
  current: BusinessStep;
  bad?: readonly BusinessStep[];
  onGo: (step: BusinessStep) => void;
}) {
  const { t, i18n } = useLingui();
  const label = t`Registration steps`;
  return (
    <nav aria-label={label}>
      <SideScroll label={label} currentSelector='[aria-current="step"]'>
        <ol className={styles.steps}>
          {businessSteps.map((step, index) => {
            const isBad = bad.includes(step);
            return (
              <li key={step}>
                <button
                  type="button"
                  className={styles.stepLink}
                  aria-current={step === current ? 'step' : undefined}
                  onClick={() => onGo(step)}
                >
                  <span className={styles.stepNumber} aria-hidden="true">
                    {index + 1}
                  </span>
                  <span>{i18n._(stepText[step])}</span>
                  {isBad && <span className={styles.stepBad}>{t`needs attention`}</span>}
                </button>
              </li>
            );
          })}
        </ol>
      </SideScroll>
    </nav>
  );
}
