import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { navigation } from './navigation';
import * as styles from './frame.css';

/** The packages' navigation items as a list of links; `onNavigate` closes the mobile drawer. */
export function MainNavigation({ layout, onNavigate }: { layout: 'bar' | 'drawer'; onNavigate?: () => void }) {
  const { i18n } = useLingui();
  return (
    <ul className={layout === 'bar' ? styles.navList : styles.drawerNavList}>
      {navigation.map((item) => (
        <li key={item.to}>
          {/* Items come from packages at run time, so their paths are not literal route types. */}
          <Link to={item.to as '/'} className={styles.navLink} onClick={onNavigate}>
            {i18n._(item.label)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
