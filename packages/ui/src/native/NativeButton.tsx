import { useLingui } from '@lingui/react/macro';
import type { ButtonHTMLAttributes } from 'react';
import * as styles from '../button/button.css';
import type { ButtonSize, ButtonVariant } from '../button/Button';
import { cx } from '../cx';

export type NativeButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'disabled'> & {
  className?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, sets aria-busy and ignores clicks while keeping focus. */
  isLoading?: boolean;
  isDisabled?: boolean;
  fullWidth?: boolean;
};

/**
 * Button's look on a native `<button>`, without react-aria: for the first paint (the login form, the shell's menu
 * button), where its press and focus family would cost about 15 kB gzip. A native button already has the role,
 * keyboard activation and focus; `:focus-visible` draws the ring. Use `Button` everywhere else (dialog triggers and
 * other react-aria compositions need it).
 */
export function NativeButton({
  className,
  variant = 'primary',
  size = 'medium',
  isLoading = false,
  isDisabled = false,
  fullWidth = false,
  type = 'button',
  onClick,
  children,
  ...props
}: NativeButtonProps) {
  const { t } = useLingui();
  return (
    <button
      {...props}
      type={type}
      disabled={isDisabled}
      aria-busy={isLoading || undefined}
      onClick={(event) => {
        if (isLoading) event.preventDefault();
        else onClick?.(event);
      }}
      className={cx(styles.base, styles.variant[variant], styles.size[size], fullWidth && styles.fullWidth, className)}
    >
      {isLoading && <span role="progressbar" aria-label={t`Loading`} className={styles.spinner} />}
      {children}
    </button>
  );
}
