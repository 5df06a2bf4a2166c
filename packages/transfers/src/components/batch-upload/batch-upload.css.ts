import { style } from '@vanilla-extract/css';
import { vars } from '@paydeck/ui/theme';
import { fontSize, space } from '@paydeck/ui/tokens';

/** A file's problems, one entry a line: where (line, column), then what is wrong. */
export const report = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  borderTop: `1px solid ${vars.color.border}`,
});
export const reportEntry = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xxs,
  paddingBlock: space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
});
export const where = style({ fontWeight: 600 });
export const code = style({ fontFamily: 'monospace', fontSize: fontSize.sm, color: vars.color.mutedText });

/** The columns of a file explained: the name the file uses, then what it holds. */
export const guide = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)',
  columnGap: space.lg,
  rowGap: space.sm,
  fontSize: fontSize.sm,
});
export const guideRow = style({ display: 'contents' });
/** The guide with longer explanations: each column's name above what it holds. */
export const guideStacked = style([guide, { gridTemplateColumns: 'minmax(0, 1fr)', rowGap: space.xxs }]);
export const guideStackedText = style({ margin: `0 0 ${space.sm}`, color: vars.color.mutedText });
export const guideName = style({ fontFamily: 'monospace', overflowWrap: 'anywhere' });
export const guideText = style({ margin: 0, color: vars.color.mutedText });
