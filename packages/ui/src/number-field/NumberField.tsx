import {
  Button,
  Group,
  Input,
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
} from 'react-aria-components';
import { cx } from '../cx';
import { field } from '../field/field.css';
import { FieldDescription, FieldErrorText, FieldLabel, type FieldChromeProps } from '../field/FieldParts';
import * as styles from './number-field.css';

export type NumberFieldProps = Omit<AriaNumberFieldProps, 'className' | 'children'> &
  FieldChromeProps & { className?: string };

/**
 * A locale-aware number input with stepper buttons (react-aria names them "Increase"/"Decrease"
 * in the active locale). For counts, percentages and the like; money uses AmountInput.
 */
export function NumberField({ label, description, errorMessage, className, ...props }: NumberFieldProps) {
  return (
    <AriaNumberField {...props} className={cx(field, className)}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Group className={styles.group}>
        <Input className={styles.input} />
        <Button slot="decrement" className={styles.stepper}>
          −
        </Button>
        <Button slot="increment" className={styles.stepper}>
          +
        </Button>
      </Group>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </AriaNumberField>
  );
}
