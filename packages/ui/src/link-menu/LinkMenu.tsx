import { Button, Menu, MenuItem, MenuTrigger, Popover, Separator } from 'react-aria-components';
import { cx } from '../cx';
import * as styles from './linkMenu.css';

export interface LinkMenuItem {
  id: string;
  href: string;
  label: string;
  /** The page shown now: the entry is bold and marked `data-current`. */
  isCurrent?: boolean;
}

/** An entry that does something instead of opening a page (sign out); listed after the links, past a line. */
export interface LinkMenuAction {
  id: string;
  label: string;
  onAction: () => void;
}

export interface LinkMenuProps {
  /** The trigger's text ("More", a person's name); cut with an ellipsis when its class limits the width. */
  label: string;
  /** The trigger's and so the menu's name when the text alone does not say it ("Your account: Anna"). */
  accessibleLabel?: string | undefined;
  items: readonly LinkMenuItem[];
  actions?: readonly LinkMenuAction[] | undefined;
  /** A line above the entries ("Acting for Northwind Media Ltd"). */
  heading?: string | undefined;
  /** Which edge of the trigger the menu lines up with: `end` for a trigger at the right of a header. */
  align?: 'start' | 'end';
  /** The trigger's look, from where it sits (a navigation bar's link style, a bordered button). */
  triggerClassName?: string | undefined;
  /** Opens the menu at once (stories). */
  defaultOpen?: boolean | undefined;
}

/**
 * A button opening a menu of links, and of actions after them (react-aria: arrow keys, Home/End, typeahead,
 * Escape returns focus to the button); each link navigates through the app's router. For a navigation bar's
 * entries that do not fit, and a signed-in person's own menu.
 */
export function LinkMenu(props: LinkMenuProps) {
  const { label, accessibleLabel, items, actions = [], heading, align = 'start', triggerClassName } = props;
  // The trigger is marked (`data-current`) when one of its entries is the page shown now.
  const isCurrent = items.some((entry) => entry.isCurrent);
  return (
    <MenuTrigger defaultOpen={props.defaultOpen}>
      <Button
        className={cx(styles.trigger, triggerClassName)}
        aria-label={accessibleLabel}
        data-current={isCurrent || undefined}
      >
        <span aria-hidden={accessibleLabel ? true : undefined} className={styles.triggerText}>
          {label}
        </span>
        <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12" fill="none" stroke="currentColor">
          <path d="M2 4l4 4 4-4" strokeWidth="1.5" />
        </svg>
      </Button>
      <Popover className={styles.popover} placement={align === 'end' ? 'bottom end' : 'bottom start'}>
        {heading && <p className={styles.heading}>{heading}</p>}
        {/* Named by its button, as react-aria labels a menu by its trigger. */}
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
          {actions.length > 0 && items.length > 0 && <Separator className={styles.separator} />}
          {actions.map((action) => (
            <MenuItem key={action.id} id={action.id} onAction={action.onAction} className={styles.item}>
              {action.label}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
