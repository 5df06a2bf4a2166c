import type { ReactNode } from 'react';
import { VisuallyHidden as AriaVisuallyHidden } from 'react-aria-components';

/**
 * Text for assistive technology only (still read, never shown); focusable children appear on focus. A span,
 * so it may sit inside a paragraph or a button.
 */
export function VisuallyHidden({ children, isFocusable }: { children: ReactNode; isFocusable?: boolean }) {
  return (
    <AriaVisuallyHidden elementType="span" isFocusable={isFocusable}>
      {children}
    </AriaVisuallyHidden>
  );
}
