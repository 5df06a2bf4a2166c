import { Plural, Trans } from '@lingui/react/macro';
import { currencySymbol } from '@paydeck/i18n';
import { useState } from 'react';
import { Group, Input, TextField, type TextFieldProps } from 'react-aria-components';
import { cx } from '../cx';
import * as fieldStyles from '../field/field.css';
import { FieldDescription, FieldErrorText, FieldLabel, type FieldChromeProps } from '../field/FieldParts';
import { VisuallyHidden } from '../visually-hidden/VisuallyHidden';
import { checkAmount, maxAmountDecimals, normalizeAmount } from './amount';
import * as styles from './amount-input.css';

export type AmountInputProps = Omit<
  TextFieldProps,
  'className' | 'children' | 'value' | 'defaultValue' | 'onChange' | 'validate' | 'type' | 'inputMode'
> &
  FieldChromeProps & {
    /** ISO 4217 code; its symbol is shown before the amount and its code is read with the label. */
    currency: string;
    /** The amount as a decimal string ("12.50"), never a number. */
    value?: string;
    defaultValue?: string;
    /** Called with the decimal string the typed text stands for (a decimal comma becomes a point). */
    onChange?: (value: string) => void;
    maxDecimals?: number;
    className?: string;
    placeholder?: string;
  };

/**
 * A money amount input. It keeps exactly what the person typed on screen, reports a decimal
 * string (never a float), and says what is wrong when the text is not an amount or has too many
 * decimals.
 */
export function AmountInput({
  label,
  description,
  errorMessage,
  currency,
  value,
  defaultValue,
  onChange,
  maxDecimals = maxAmountDecimals,
  isInvalid,
  className,
  placeholder,
  ...props
}: AmountInputProps) {
  const [text, setText] = useState(value ?? defaultValue ?? '');
  const [seenValue, setSeenValue] = useState(value);
  // A new value from the parent replaces the text unless the text already means it ("12,5" vs "12.5").
  if (value !== seenValue) {
    setSeenValue(value);
    if (value !== undefined && normalizeAmount(text) !== value) setText(value);
  }
  const problem = checkAmount(text, maxDecimals);
  const shownError =
    problem === 'format' ? (
      <Trans>Enter the amount in digits, for example 12.50</Trans>
    ) : problem === 'decimals' ? (
      <Plural value={maxDecimals} one="Use at most # decimal place" other="Use at most # decimal places" />
    ) : (
      errorMessage
    );
  return (
    <TextField
      {...props}
      value={text}
      onChange={(next) => {
        setText(next);
        onChange?.(normalizeAmount(next));
      }}
      isInvalid={isInvalid || problem !== null}
      validationBehavior="aria"
      inputMode="decimal"
      autoComplete="off"
      className={cx(fieldStyles.field, className)}
    >
      <FieldLabel isRequired={props.isRequired}>
        {label}
        <VisuallyHidden> ({currency})</VisuallyHidden>
      </FieldLabel>
      <Group isInvalid={isInvalid || problem !== null} className={cx(fieldStyles.control, styles.group)}>
        <span aria-hidden="true" className={styles.symbol}>
          {currencySymbol(currency)}
        </span>
        <Input className={styles.input} placeholder={placeholder} />
      </Group>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{shownError}</FieldErrorText>
    </TextField>
  );
}
