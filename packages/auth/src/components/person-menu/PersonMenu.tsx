import { Trans, useLingui } from '@lingui/react/macro';
import { Button as UiButton, Link } from '@paydeck/ui';
import { Button, Menu, MenuItem, MenuTrigger, Popover, Separator } from 'react-aria-components';
import type { PersonMenuItem } from '../../navigation';
import * as styles from './personMenu.css';

export interface PersonMenuProps {
  /** Who is signed in, as the header shows it ("Anna Personal"; a company's name for a business). */
  name: string;
  /** The company acted for, when not the person's own. */
  actingFor?: string | undefined;
  items: readonly PersonMenuItem[];
  onSignOut: () => void;
  /** `header`: a button opening a menu (wide screens); `drawer`: a list inside the mobile menu drawer. */
  layout: 'header' | 'drawer';
  /** Opens the menu at once (stories). */
  defaultOpen?: boolean;
  /** A link of the drawer was chosen (the drawer closes). */
  onNavigate?: (() => void) | undefined;
}

/**
 * The signed-in person's menu: security settings, login history, payout blacklist, the company switch
 * for business people, and sign-out. A react-aria menu (arrow keys, Home/End, typeahead, Escape
 * returns focus to its button) in the header; a plain list of links in the mobile drawer.
 */
export function PersonMenu(props: PersonMenuProps) {
  return props.layout === 'header' ? <HeaderMenu {...props} /> : <DrawerMenu {...props} />;
}

function HeaderMenu({ name, actingFor, items, onSignOut, defaultOpen }: PersonMenuProps) {
  const { t, i18n } = useLingui();
  return (
    <MenuTrigger defaultOpen={defaultOpen}>
      <Button className={styles.trigger} aria-label={t`Your account: ${name}`}>
        <span aria-hidden="true" className={styles.triggerName}>
          {name}
        </span>
        <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12" fill="none" stroke="currentColor">
          <path d="M2 4l4 4 4-4" strokeWidth="1.5" />
        </svg>
      </Button>
      <Popover className={styles.popover} placement="bottom end">
        {actingFor && (
          <p className={styles.who}>
            <Trans>Acting for {actingFor}</Trans>
          </p>
        )}
        {/* Named by its button ("Your account: …"), as react-aria labels a menu by its trigger. */}
        <Menu className={styles.menu}>
          {items.map((item) => (
            <MenuItem key={item.id} id={item.id} href={item.to} className={styles.item}>
              {i18n._(item.label)}
            </MenuItem>
          ))}
          <Separator className={styles.separator} />
          <MenuItem id="signOut" onAction={onSignOut} className={styles.item}>
            <Trans>Sign out</Trans>
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}

function DrawerMenu({ name, actingFor, items, onSignOut, onNavigate }: PersonMenuProps) {
  const { t, i18n } = useLingui();
  return (
    <nav className={styles.drawer} aria-label={t`Your account`}>
      <p className={styles.drawerWho}>
        {actingFor ? (
          <Trans>
            Signed in as {name}, acting for {actingFor}
          </Trans>
        ) : (
          <Trans>Signed in as {name}</Trans>
        )}
      </p>
      <ul className={styles.drawerList}>
        {items.map((item) => (
          <li key={item.id}>
            <Link href={item.to} className={styles.drawerLink} onPress={onNavigate}>
              {i18n._(item.label)}
            </Link>
          </li>
        ))}
      </ul>
      <UiButton variant="secondary" onPress={onSignOut}>
        <Trans>Sign out</Trans>
      </UiButton>
    </nav>
  );
}
