import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import {
  ComboBox as AriaComboBox,
  type ComboBoxProps as AriaComboBoxProps,
  Button,
  Group,
  Input,
  ListBox,
  Popover,
} from 'react-aria-components';
import { cx } from '../cx';
import * as fieldStyles from '../field/field.css';
import { FieldDescription, FieldErrorText, FieldLabel, type FieldChromeProps } from '../field/FieldParts';
import * as listStyles from '../list/list.css';
import * as styles from './combobox.css';

export type ComboBoxProps<T extends object> = Omit<AriaComboBoxProps<T>, 'className' | 'children' | 'items'> &
  FieldChromeProps & {
    items?: Iterable<T>;
    /** ListOption elements, or a function rendering one per item of `items`. */
    children: ReactNode | ((item: T) => ReactNode);
    className?: string;
    placeholder?: string;
  };

/** A searchable single choice: type to filter, arrows to move, Enter to choose. */
export function ComboBox<T extends object>({
  label,
  description,
  errorMessage,
  items,
  children,
  className,
  placeholder,
  ...props
}: ComboBoxProps<T>) {
  return (
    <AriaComboBox allowsEmptyCollection {...props} className={cx(fieldStyles.field, className)}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Group className={cx(fieldStyles.control, styles.group)}>
        <Input className={styles.input} placeholder={placeholder} />
        <Button className={styles.toggle}>
          <span aria-hidden="true">▾</span>
        </Button>
      </Group>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
      <Popover className={listStyles.popover}>
        <ListBox
          items={items}
          className={listStyles.listbox}
          renderEmptyState={() => (
            <div className={listStyles.emptyState}>
              <Trans>Nothing matches</Trans>
            </div>
          )}
        >
          {children}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}
