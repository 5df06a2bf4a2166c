import type { ReactNode } from 'react';
import { Checkbox as AriaCheckbox, type CheckboxProps as AriaCheckboxProps } from 'react-aria-components';
import { cx } from '../cx';
import * as styles from './checkbox.css';

export type CheckboxProps = Omit<AriaCheckboxProps, 'className' | 'children'> & {
  children: ReactNode;
  className?: string;
};

/** A checkbox with its label (the whole row is the 44 px target; the box itself is 24 px). */
export function Checkbox({ children, className, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox {...props} className={cx(styles.checkbox, className)}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <span aria-hidden="true" className={styles.box}>
            {isIndeterminate ? '–' : isSelected ? '✓' : null}
          </span>
          {children}
        </>
      )}
    </AriaCheckbox>
  );
}
