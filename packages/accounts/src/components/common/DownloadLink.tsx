import type { ReactNode } from 'react';
import * as styles from './layout.css';

/**
 * A file download: a plain GET of a link the server answered (payments.md 7). The `download`
 * attribute keeps the router out of it and names the file.
 */
export function DownloadLink({
  href,
  fileName,
  children,
  size = 'medium',
}: {
  href: string;
  fileName: string;
  children: ReactNode;
  size?: 'small' | 'medium';
}) {
  return (
    <a href={href} download={fileName} className={size === 'small' ? styles.smallButtonLink : styles.buttonLink}>
      {children}
    </a>
  );
}
