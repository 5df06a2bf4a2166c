import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { cx } from '../cx';
import * as styles from './linkMenu.css';

export interface LinkMenuItem {
  id: string;
  href: string;
  label: string;
  /** The page shown now: the entry is bold and marked `data-current`. */
  isCurrent?: boolean;
}

export interface LinkMenuProps {
  /** The trigger's text ("More"); the menu is named by it. */
  label: string;
  items: readonly LinkMenuItem[];
  /** The trigger's look, from where it sits (a navigation bar's link style). */
  triggerClassName?: string;
  /** Opens the menu at once (stories). */
  defaultOpen?: boolean;
}

/**
 * A button opening a menu of links (react-aria: arrow keys, Home/End, typeahead, Escape returns focus to the
 * button); each entry navigates through the app's router. For a navigation bar's entries that do not fit.
 */
export function LinkMenu({ label, items, triggerClassName, defaultOpen }: LinkMenuProps) {
  // The trigger is marked (`data-current`) when one of its entries is the page shown now.
  const isCurrent = items.some((entry) => entry.isCurrent);
  return (
    <MenuTrigger defaultOpen={defaultOpen}>
      <Button className={cx(styles.trigger, triggerClassName)} data-current={isCurrent || undefined}>
        {label}
        <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12" fill="none" stroke="currentColor">
          <path d="M2 4l4 4 4-4" strokeWidth="1.5" />
        </svg>
      </Button>
      <Popover className={styles.popover} placement="bottom start">
        <Menu className={styles.menu}>
          {items.map((entry) => (
            <MenuItem
              key={entry.id}
              id={entry.id}
              href={entry.href}
              data-current={entry.isCurrent || undefined}
              className={cx(styles.item, entry.isCurrent ? styles.currentItem : undefined)}
            >
              {entry.label}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
