import type { AnchorHTMLAttributes } from 'react';
import { cx } from '../cx';
import { link } from '../link/link.css';

export type NativeLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'className'> & { className?: string };

/** Link's look on a native `<a href>`, without react-aria: for the first paint (see NativeButton). */
export function NativeLink({ className, ...props }: NativeLinkProps) {
  return <a {...props} className={cx(link, className)} />;
}
