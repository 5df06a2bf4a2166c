import { style } from '@vanilla-extract/css';
import { layout, space } from '@paydeck/ui/tokens';

/** A notice standing above a page's own layout (the transfers and card pages): the page's width, a gap below. */
export const standalone = style({
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: layout.pageMaxWidth,
  marginInline: 'auto',
  marginBlock: space.sm,
});
