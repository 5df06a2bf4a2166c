import type { ReactNode } from 'react';
import {
  Button,
  ListBox,
  Popover,
  Select as AriaSelect,
  type SelectProps as AriaSelectProps,
  SelectValue,
} from 'react-aria-components';
import { cx } from '../cx';
import * as fieldStyles from '../field/field.css';
import { FieldDescription, FieldErrorText, FieldLabel, type FieldChromeProps } from '../field/FieldParts';
import * as listStyles from '../list/list.css';
import * as styles from './select.css';

export type SelectProps<T extends object> = Omit<AriaSelectProps<T>, 'className' | 'children' | 'items'> &
  FieldChromeProps & {
    items?: Iterable<T>;
    /** ListOption elements, or a function rendering one per item of `items`. */
    children: ReactNode | ((item: T) => ReactNode);
    className?: string;
  };

/** A single choice from a short list (for long, searchable lists use ComboBox). */
export function Select<T extends object>({
  label,
  description,
  errorMessage,
  items,
  children,
  className,
  ...props
}: SelectProps<T>) {
  return (
    <AriaSelect {...props} className={cx(fieldStyles.field, className)}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Button className={cx(fieldStyles.control, styles.trigger)}>
        <SelectValue className={styles.value} />
        <span aria-hidden="true" className={listStyles.chevron}>
          ▾
        </span>
      </Button>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
      <Popover className={listStyles.popover}>
        <ListBox items={items} className={listStyles.listbox}>
          {children}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
