import { type InputHTMLAttributes, useId } from 'react';
import { cx } from '../cx';
import * as styles from '../field/field.css';
import type { FieldChromeProps } from '../field/FieldParts';

export type NativeTextFieldProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'className' | 'onChange' | 'value' | 'required' | 'disabled'
> &
  FieldChromeProps & {
    className?: string;
    value: string;
    onChange: (value: string) => void;
    isRequired?: boolean;
    isInvalid?: boolean;
    isDisabled?: boolean;
  };

/**
 * TextField's look and wiring on native elements, without react-aria: a `<label for>`, the description and the
 * error tied by `aria-describedby`, `aria-invalid` and `aria-required`. For the first paint (the login form); the
 * caller validates (no native validation bubbles: the form is `noValidate`) and shows `errorMessage` while invalid.
 */
export function NativeTextField({
  label,
  description,
  errorMessage,
  className,
  value,
  onChange,
  isRequired = false,
  isInvalid = false,
  isDisabled = false,
  ...props
}: NativeTextFieldProps) {
  const id = useId();
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = isInvalid && errorMessage ? `${id}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx(styles.field, className)} data-invalid={isInvalid || undefined}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {isRequired && (
          <span aria-hidden="true" className={styles.requiredMark}>
            *
          </span>
        )}
      </label>
      <input
        {...props}
        id={id}
        className={styles.control}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        required={isRequired}
        aria-required={isRequired || undefined}
        aria-invalid={isInvalid || undefined}
        aria-describedby={describedBy}
        disabled={isDisabled}
        data-invalid={isInvalid || undefined}
        data-disabled={isDisabled || undefined}
      />
      {descriptionId && (
        <span id={descriptionId} className={styles.description}>
          {description}
        </span>
      )}
      {errorId && (
        <span id={errorId} className={styles.error}>
          {errorMessage}
        </span>
      )}
    </div>
  );
}
