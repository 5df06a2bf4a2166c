import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import * as styles from './business.css';
import { StepNav } from './StepNav';
import type { BusinessStep } from './steps';

/**
 * The business registration's frame: the page heading, where the draft is kept (and clearing it), the step
 * navigation, and the current screen.
 */
export function BusinessRegistrationScreen({
  step,
  badSteps,
  onGo,
  notice,
  footer,
  children,
}: {
  step: BusinessStep;
  /** Steps the last check found something wrong in. */
  badSteps: readonly BusinessStep[];
  onGo: (step: BusinessStep) => void;
  /** The draft notice (where the answers are kept, how to clear them). */
  notice: ReactNode;
  /** Below everything: the way back to sign in. */
  footer?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1 className={styles.title}>{t`Open a business account`}</h1>
        {notice}
      </div>
      <StepNav current={step} bad={badSteps} onGo={onGo} />
      <div className={styles.main}>{children}</div>
      {footer && <div className={styles.header}>{footer}</div>}
    </div>
  );
}
