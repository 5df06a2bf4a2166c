import { Trans, useLingui } from '@lingui/react/macro';
import { Button as UiButton, Link, LinkMenu } from '@paydeck/ui';
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
    <LinkMenu
      label={name}
      accessibleLabel={t`Your account: ${name}`}
      heading={actingFor ? t`Acting for ${actingFor}` : undefined}
      items={items.map((item) => ({ id: item.id, href: item.to, label: i18n._(item.label) }))}
      actions={[{ id: 'signOut', label: t`Sign out`, onAction: onSignOut }]}
      align="end"
      triggerClassName={styles.trigger}
      defaultOpen={defaultOpen}
    />
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
