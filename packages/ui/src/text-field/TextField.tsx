import { Input, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { cx } from '../cx';
import * as styles from '../field/field.css';
import { FieldDescription, FieldErrorText, FieldLabel, type FieldChromeProps } from '../field/FieldParts';

export type TextFieldProps = Omit<AriaTextFieldProps, 'className' | 'children'> &
  FieldChromeProps & { className?: string; placeholder?: string };

/** A labelled text input with optional description and error message. */
export function TextField({ label, description, errorMessage, className, placeholder, ...props }: TextFieldProps) {
  return (
    <AriaTextField {...props} className={cx(styles.field, className)}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Input className={styles.control} placeholder={placeholder} />
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </AriaTextField>
  );
}
