import { ListBoxItem, type ListBoxItemProps } from 'react-aria-components';
import { cx } from '../cx';
import { option } from './list.css';

export type ListOptionProps<T extends object> = Omit<ListBoxItemProps<T>, 'className'> & { className?: string };

/** One option of a Select or ComboBox. Give `textValue` when the children are not plain text. */
export function ListOption<T extends object>({ className, ...props }: ListOptionProps<T>) {
  return <ListBoxItem {...props} className={cx(option, className)} />;
}
