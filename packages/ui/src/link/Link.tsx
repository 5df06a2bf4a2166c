import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { cx } from '../cx';
import { link } from './link.css';

export type LinkProps = Omit<AriaLinkProps, 'className'> & { className?: string };

/**
 * A styled link. With react-aria's RouterProvider set up by the app (`navigate`, `useHref`), an
 * `href` navigates through the router.
 */
export function Link({ className, ...props }: LinkProps) {
  return <AriaLink {...props} className={cx(link, className)} />;
}
