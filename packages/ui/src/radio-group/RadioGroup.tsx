import type { ReactNode } from 'react';
import {
  Radio as AriaRadio,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  type RadioProps as AriaRadioProps,
} from 'react-aria-components';
import { cx } from '../cx';
import { FieldDescription, FieldErrorText, FieldLabel, type FieldChromeProps } from '../field/FieldParts';
import * as styles from './radio-group.css';

export type RadioGroupProps = Omit<AriaRadioGroupProps, 'className' | 'children'> &
  FieldChromeProps & { children: ReactNode; className?: string };

/** One choice among a few visible options; arrow keys move between them. */
export function RadioGroup({ label, description, errorMessage, children, className, ...props }: RadioGroupProps) {
  return (
    <AriaRadioGroup {...props} className={cx(styles.group, className)}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <div className={styles.options}>{children}</div>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </AriaRadioGroup>
  );
}

export type RadioProps = Omit<AriaRadioProps, 'className' | 'children'> & { children: ReactNode; className?: string };

export function Radio({ children, className, ...props }: RadioProps) {
  return (
    <AriaRadio {...props} className={cx(styles.radio, className)}>
      <span aria-hidden="true" className={styles.dot} />
      {children}
    </AriaRadio>
  );
}
