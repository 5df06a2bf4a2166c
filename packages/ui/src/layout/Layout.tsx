import type { ReactNode } from 'react';
import { cx } from '../cx';
import type { Space } from '../theme/tokens';
import * as styles from './layout.css';

interface LayoutProps {
  children: ReactNode;
  /** A step of the space scale (default md, 12 px). */
  gap?: Space;
  align?: keyof typeof styles.align;
  justify?: keyof typeof styles.justify;
  /** The element to render (default div), e.g. "section", "ul". */
  as?: 'div' | 'section' | 'ul' | 'ol' | 'header' | 'footer' | 'nav' | 'form';
  className?: string;
}

function layout(base: string, { children, gap = 'md', align, justify, as: Element = 'div', className }: LayoutProps) {
  return (
    <Element
      className={cx(base, styles.gap[gap], align && styles.align[align], justify && styles.justify[justify], className)}
    >
      {children}
    </Element>
  );
}

/** Children one under another with a gap from the space scale. */
export function Stack(props: LayoutProps) {
  return layout(styles.stack, props);
}

/** Children side by side, wrapping onto new lines when they do not fit. */
export function Inline(props: LayoutProps) {
  return layout(styles.inline, props);
}
