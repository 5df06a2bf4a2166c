import { useLingui } from '@lingui/react/macro';
import { Link, useRouterState } from '@tanstack/react-router';
import { useCompanyRights } from '@paydeck/auth';
import { LinkMenu } from '@paydeck/ui';
import { isUnder, navigation, splitNavigation } from './navigation';
import * as styles from './frame.css';

/**
 * The packages' navigation entries the person may open (a company user without balance-info access: only the
 * company documents). `bar` (wide screens): the main entries as links and the others under a "More" menu;
 * `drawer` (the mobile menu): every entry as a link, and `onNavigate` closes the drawer.
 */
export function MainNavigation({ layout, onNavigate }: { layout: 'bar' | 'drawer'; onNavigate?: () => void }) {
  const { i18n, t } = useLingui();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const { allowed } = useCompanyRights();
  const shown = allowed(navigation);
  const { bar: barNavigation, more: moreNavigation } = splitNavigation(shown);
  const links = layout === 'bar' ? barNavigation : shown;
  return (
    <ul className={layout === 'bar' ? styles.navList : styles.drawerNavList}>
      {links.map((item) => (
        <li key={item.to}>
          {/* Items come from packages at run time, so their paths are not literal route types. */}
          <Link to={item.to as '/'} className={styles.navLink} onClick={onNavigate}>
            {i18n._(item.label)}
          </Link>
        </li>
      ))}
      {layout === 'bar' && moreNavigation.length > 0 && (
        <li>
          <LinkMenu
            label={t`More`}
            triggerClassName={styles.navLink}
            items={moreNavigation.map((item) => ({
              id: item.to,
              href: item.to,
              label: i18n._(item.label),
              isCurrent: isUnder(pathname, item.to),
            }))}
          />
        </li>
      )}
    </ul>
  );
}
