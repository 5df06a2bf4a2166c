import type { ReactNode } from 'react';
import * as styles from './layout.css';

/** A public page: one centred card (the shell's frame gives the logo, the main landmark and the footer). */
export function PublicPage({ wide = false, children }: { wide?: boolean; children: ReactNode }) {
  return (
    <div className={styles.publicPage}>
      <div className={wide ? styles.wideCard : styles.card}>{children}</div>
    </div>
  );
}

/** A signed-in page: a heading and its sections (the shell's frame provides the main landmark). */
export function SessionPage({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.sessionPage}>
      <h1 className={styles.title}>{title}</h1>
      {children}
    </div>
  );
}

/** A message in the flow of the page; errors are announced (role alert), the rest politely (status). */
export function Message({
  tone,
  title,
  children,
}: {
  tone: 'error' | 'success' | 'notice';
  title?: ReactNode;
  children?: ReactNode;
}) {
  const className =
    tone === 'error' ? styles.errorMessage : tone === 'success' ? styles.successMessage : styles.noticeMessage;
  return (
    <p role={tone === 'error' ? 'alert' : 'status'} className={className}>
      {title && <strong className={styles.messageTitle}>{title}</strong>}
      {children}
    </p>
  );
}
