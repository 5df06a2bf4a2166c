import { useLingui } from '@lingui/react/macro';
import { Button as AriaButton, type ButtonProps as AriaButtonProps, ProgressBar } from 'react-aria-components';
import { cx } from '../cx';
import * as styles from './button.css';

export type ButtonVariant = keyof typeof styles.variant;
export type ButtonSize = keyof typeof styles.size;

export type ButtonProps = Omit<AriaButtonProps, 'className' | 'isPending'> & {
  className?: string;
  /** primary (default), secondary, danger, quiet (no frame: icons, close buttons), or link (looks like a link, is a button). */
  variant?: ButtonVariant;
  /** medium (default, 44 px) for primary controls; small (32 px) for dense places; large (52 px). */
  size?: ButtonSize;
  /** Shows a spinner, sets aria-busy and ignores presses while keeping focus. */
  isLoading?: boolean;
  fullWidth?: boolean;
};

/** A button: react-aria's Button (press, keyboard and focus handling) with the brand's style. */
export function Button({
  className,
  variant = 'primary',
  size = 'medium',
  isLoading = false,
  fullWidth = false,
  children,
  ...props
}: ButtonProps) {
  const { t } = useLingui();
  return (
    <AriaButton
      {...props}
      isPending={isLoading}
      // react-aria filters aria-busy out of its props: put it on the element it renders.
      render={(domProps) => <button {...domProps} aria-busy={isLoading || undefined} />}
      className={cx(styles.base, styles.variant[variant], styles.size[size], fullWidth && styles.fullWidth, className)}
    >
      {(renderProps) => (
        <>
          {isLoading && (
            <ProgressBar isIndeterminate aria-label={t`Loading`}>
              <span className={styles.spinner} />
            </ProgressBar>
          )}
          {typeof children === 'function' ? children(renderProps) : children}
        </>
      )}
    </AriaButton>
  );
}
