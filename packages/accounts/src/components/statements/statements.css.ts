import { style } from '@vanilla-extract/css';
import { vars } from '@paydeck/ui/theme';
import { fontSize, space } from '@paydeck/ui/tokens';

/** A button in a field row, lined up with the inputs under their labels. */
export const formButton = style({ alignSelf: 'end', paddingBottom: space.xxs });

export const document = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.md,
  paddingBlock: space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

export const documentTitle = style({ margin: 0, fontSize: fontSize.md });
