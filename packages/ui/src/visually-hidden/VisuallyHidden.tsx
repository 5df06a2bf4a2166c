import type { ReactNode } from 'react';
import { VisuallyHidden as AriaVisuallyHidden } from 'react-aria-components';

/** Text for assistive technology only (still read, never shown); focusable children appear on focus. */
export function VisuallyHidden({ children, isFocusable }: { children: ReactNode; isFocusable?: boolean }) {
  return <AriaVisuallyHidden isFocusable={isFocusable}>{children}</AriaVisuallyHidden>;
}
