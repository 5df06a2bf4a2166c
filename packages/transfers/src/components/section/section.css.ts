import { style } from '@vanilla-extract/css';
import { layout } from '@paydeck/ui/tokens';

export const frame = style({ width: '100%' });

/** The tab bar lines up with the screens' own width. */
export const nav = style({ width: '100%', maxWidth: layout.pageMaxWidth, margin: '0 auto', minWidth: 0 });
