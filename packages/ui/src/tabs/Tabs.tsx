import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type TabListProps,
  type TabPanelProps,
  type TabProps,
  type TabsProps,
} from 'react-aria-components';
import { cx } from '../cx';
import * as styles from './tabs.css';

type Styled<P> = Omit<P, 'className'> & { className?: string };

/** Tabs: `<Tabs><TabList aria-label><Tab id>…</Tab></TabList><TabPanel id>…</TabPanel></Tabs>`. Arrow keys move between tabs. */
export function Tabs({ className, ...props }: Styled<TabsProps>) {
  return <AriaTabs {...props} className={cx(styles.tabs, className)} />;
}

export function TabList<T extends object>({ className, ...props }: Styled<TabListProps<T>>) {
  return <AriaTabList {...props} className={cx(styles.list, className)} />;
}

export function Tab({ className, ...props }: Styled<TabProps>) {
  return <AriaTab {...props} className={cx(styles.tab, className)} />;
}

export function TabPanel({ className, ...props }: Styled<TabPanelProps>) {
  return <AriaTabPanel {...props} className={cx(styles.panel, className)} />;
}
