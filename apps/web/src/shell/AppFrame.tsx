import { Trans } from '@lingui/react/macro';
import { Outlet } from '@tanstack/react-router';
import { Footer } from './Footer';
import { Header } from './Header';
import * as styles from './frame.css';

/** The layout every page shares: skip link, header, the page, footer. */
export function AppFrame() {
  return (
    <div className={styles.page}>
      <a href="#main" className={styles.skipLink}>
        <Trans>Skip to content</Trans>
      </a>
      <Header />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
