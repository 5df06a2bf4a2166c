import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import * as styles from './business.css';
import { stepText } from './step-text';
import { type BusinessStep, businessSteps } from './steps';

/**
 * The registration's steps as a list of buttons: the current one marked (aria-current="step"), the ones the last
 * check found bad named so. Pressing one saves the screen being left (the caller's `onGo`) and opens it.
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
  const currentButton = useRef<HTMLButtonElement>(null);
  // in the sideways-scrolling row of a narrow screen, the current step is in view
  useEffect(() => {
    if (currentButton.current?.getAttribute('aria-current') === 'step' && current)
      currentButton.current.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [current]);
  return (
    <nav aria-label={t`Registration steps`}>
      <ol className={styles.steps}>
        {businessSteps.map((step, index) => {
          const isBad = bad.includes(step);
          return (
            <li key={step}>
              <button
                type="button"
                className={styles.stepLink}
                aria-current={step === current ? 'step' : undefined}
                ref={step === current ? currentButton : undefined}
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
    </nav>
  );
}
