import { Link as AriaLink } from 'react-aria-components';
import { cx } from '../cx';
import { SideScroll } from './SideScroll';
import * as styles from './tabs.css';

export interface NavTab {
  id: string;
  href: string;
  label: string;
}

export interface NavTabsProps {
  /** The navigation's name ("Transfers"). */
  label: string;
  tabs: readonly NavTab[];
  /** The id of the page shown (marked `aria-current="page"`). */
  current: string;
  className?: string | undefined;
}

/**
 * Tabs that are pages: a `nav` of links with the tab bar's look (the current page marked), scrolling sideways inside
 * itself with a cue when it does not fit (SideScroll). Tab and Enter move between them as between any links. For
 * panels of one page use Tabs; links to pages need no tab list and no collection code (react-aria's, about 17 kB
 * gzip in every route that loads it).
 */
export function NavTabs({ label, tabs, current, className }: NavTabsProps) {
  return (
    <nav aria-label={label} className={className}>
      <SideScroll label={label} currentSelector='[aria-current="page"]' className={styles.tabBar}>
        <ul className={styles.navList}>
          {tabs.map((tab) => (
            <li key={tab.id} className={styles.navItem}>
              <AriaLink
                href={tab.href}
                aria-current={tab.id === current ? 'page' : undefined}
                data-selected={tab.id === current ? true : undefined}
                className={cx(styles.tab)}
              >
                {tab.label}
              </AriaLink>
            </li>
          ))}
        </ul>
      </SideScroll>
    </nav>
  );
}
