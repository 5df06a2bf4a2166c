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

/**
 * A single choice from a short list (for long, searchable lists use ComboBox). With `items` still empty (a list
 * that is loading) it is disabled: react-aria opens no list without options, so a press would do nothing.
 */
export function Select<T extends object>({
  label,
  description,
  errorMessage,
  items,
  children,
  className,
  ...props
}: SelectProps<T>) {
  const nothingToPickYet = Array.isArray(items) && items.length === 0;
  return (
    <AriaSelect
      {...props}
      isDisabled={props.isDisabled || nothingToPickYet}
      className={cx(fieldStyles.field, className)}
    >
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
