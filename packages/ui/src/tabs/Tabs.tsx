import { useContext } from 'react';
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type TabListProps,
  TabListStateContext,
  type TabPanelProps,
  type TabProps,
  type TabsProps,
} from 'react-aria-components';
import { cx } from '../cx';
import { SideScroll } from './SideScroll';
import * as styles from './tabs.css';

type Styled<P> = Omit<P, 'className'> & { className?: string };

/**
 * The product's one tab bar: `<Tabs><TabList aria-label><Tab id>…</Tab></TabList><TabPanel id>…</TabPanel></Tabs>`.
 * Arrow keys move between tabs, Home and End to the ends. A tab with `href` is a link through the app's router
 * (react-aria's RouterProvider): give such tabs `keyboardActivation="manual"`, so arrow keys move the focus and
 * Enter opens the page. A bar wider than its place scrolls sideways inside itself (TabList).
 */
export function Tabs({ className, ...props }: Styled<TabsProps>) {
  return <AriaTabs {...props} className={cx(styles.tabs, className)} />;
}

/** The tabs in one row; a row wider than its place scrolls sideways inside itself with a cue (SideScroll). */
export function TabList<T extends object>({ className, ...props }: Styled<TabListProps<T>>) {
  // read, so that a newly selected tab re-renders the row and is brought into view
  useContext(TabListStateContext);
  return (
    <SideScroll
      label={props['aria-label']}
      labelledBy={props['aria-labelledby']}
      currentSelector='[role="tab"][aria-selected="true"]'
      className={styles.tabBar}
    >
      <AriaTabList {...props} className={cx(styles.list, className)} />
    </SideScroll>
  );
}

export function Tab({ className, ...props }: Styled<TabProps>) {
  return <AriaTab {...props} className={cx(styles.tab, className)} />;
}

/** The chosen tab's content; panels in it stand apart by the page's gap between panels. */
export function TabPanel({ className, ...props }: Styled<TabPanelProps>) {
  return <AriaTabPanel {...props} className={cx(styles.panel, className)} />;
}
