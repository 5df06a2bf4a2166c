import type { ReactNode } from 'react';
import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from 'react-aria-components';
import { cx } from '../cx';
import * as styles from './switch.css';

export type SwitchProps = Omit<AriaSwitchProps, 'className' | 'children'> & { children: ReactNode; className?: string };

/** An on/off setting that applies at once (for choices submitted with a form, use Checkbox). */
export function Switch({ children, className, ...props }: SwitchProps) {
  return (
    <AriaSwitch {...props} className={cx(styles.switchRoot, className)}>
      <span aria-hidden="true" className={styles.track}>
        <span className={styles.thumb} />
      </span>
      {children}
    </AriaSwitch>
  );
}
