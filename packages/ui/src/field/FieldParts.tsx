import type { ReactNode } from 'react';
import { FieldError, Label, Text } from 'react-aria-components';
import * as styles from './field.css';

/** A field's label; a required field shows a mark (the control itself carries aria-required). */
export function FieldLabel({ children, isRequired }: { children: ReactNode; isRequired?: boolean }) {
  return (
    <Label className={styles.label}>
      {children}
      {isRequired && (
        <span aria-hidden="true" className={styles.requiredMark}>
          *
        </span>
      )}
    </Label>
  );
}

/** Help text linked to the control by aria-describedby. */
export function FieldDescription({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return (
    <Text slot="description" className={styles.description}>
      {children}
    </Text>
  );
}

/**
 * The error shown while the field is invalid: `errorMessage` if given, else the validation
 * messages of the field (native or from `validate`).
 */
export function FieldErrorText({ children }: { children?: ReactNode }) {
  return <FieldError className={styles.error}>{children}</FieldError>;
}

/**
 * The error of a group of fields (a fieldset such as a card's expiry month and year), in the look of a field's own
 * error. Its `id` goes into each field's aria-describedby; nothing is rendered without children.
 */
export function FieldGroupError({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className={styles.groupError}>
      {children}
    </p>
  );
}

/** What every labelled field accepts besides its control's own props. */
export interface FieldChromeProps {
  label: ReactNode;
  description?: ReactNode;
  /** Shown while the field is invalid; without it the field's validation messages are shown. */
  errorMessage?: ReactNode;
}
