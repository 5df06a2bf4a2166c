import { style, styleVariants } from '@vanilla-extract/css';
import { space as spaceScale } from '../theme/tokens';

export const stack = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const inline = style({ display: 'flex', flexDirection: 'row', flexWrap: 'wrap', minWidth: 0 });

export const gap = styleVariants(spaceScale, (value) => ({ gap: value }));

export const align = styleVariants({
  start: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  end: { alignItems: 'flex-end' },
  stretch: { alignItems: 'stretch' },
  baseline: { alignItems: 'baseline' },
});

export const justify = styleVariants({
  start: { justifyContent: 'flex-start' },
  center: { justifyContent: 'center' },
  end: { justifyContent: 'flex-end' },
  between: { justifyContent: 'space-between' },
});
