import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  Input,
  TextArea,
} from 'react-aria-components';
import { cx } from '../cx';
import * as styles from '../field/field.css';
import { FieldDescription, FieldErrorText, FieldLabel, type FieldChromeProps } from '../field/FieldParts';

export type TextFieldProps = Omit<AriaTextFieldProps, 'className' | 'children'> &
  FieldChromeProps & {
    className?: string;
    placeholder?: string;
    /** A multi-line text area of this many rows (pasted lines, a note) instead of a one-line input. */
    rows?: number;
  };

/** A labelled text input with optional description and error message. */
export function TextField({
  label,
  description,
  errorMessage,
  className,
  placeholder,
  rows,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField {...props} className={cx(styles.field, className)}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      {rows ? (
        <TextArea className={styles.control} placeholder={placeholder} rows={rows} />
      ) : (
        <Input className={styles.control} placeholder={placeholder} />
      )}
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </AriaTextField>
  );
}
