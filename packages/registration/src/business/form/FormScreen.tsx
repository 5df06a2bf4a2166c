import { Trans } from '@lingui/react/macro';
import { Button } from '@paydeck/ui';
import { type ReactNode, useId, useRef } from 'react';
import * as styles from '../business.css';
import { submitAndFocus } from './useDraftForm';

/**
 * One form screen of the registration: its heading (the form's name), the fields, and Back / Next. Enter in a
 * field or Next checks the screen; Back leaves it as it is (it is saved either way).
 */
export function FormScreen({
  title,
  intro,
  form,
  onBack,
  nextLabel,
  children,
}: {
  title: string;
  intro?: ReactNode;
  form: { handleSubmit: () => Promise<void> };
  onBack?: (() => void) | undefined;
  /** The Next button's words (default "Next"). */
  nextLabel?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  const element = useRef<HTMLFormElement>(null);
  return (
    <form
      ref={element}
      className={styles.form}
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => {
        event.preventDefault();
        void submitAndFocus(form, element.current);
      }}
    >
      <h2 id={headingId} className={styles.subtitle}>
        {title}
      </h2>
      {intro && <p className={styles.muted}>{intro}</p>}
      {children}
      <div className={styles.actions}>
        {onBack && (
          <Button variant="secondary" onPress={onBack}>
            <Trans>Back</Trans>
          </Button>
        )}
        <Button type="submit">{nextLabel ?? <Trans>Next</Trans>}</Button>
      </div>
    </form>
  );
}
