import { style } from '@vanilla-extract/css';
import { vars } from '@paydeck/ui/theme';
import { fontSize, space } from '@paydeck/ui/tokens';

export const form = style({ display: 'flex', flexDirection: 'column', gap: space.xl });

export const optionText = style({ display: 'flex', flexDirection: 'column', gap: space.xxs });
export const optionNote = style({ color: vars.color.mutedText, fontSize: fontSize.sm });
/** Why a shipping option cannot be chosen (shown on the surface, not greyed out: it must stay readable). */
export const reasons = style({ margin: 0, paddingInlineStart: `calc(24px + ${space.sm})`, listStyle: 'none' });
export const reason = style({ color: vars.color.text, fontSize: fontSize.sm });

export const addressLabel = style({ margin: `0 0 ${space.xs}`, fontWeight: 600, fontSize: fontSize.sm });
export const addressOnFile = style({ margin: 0, fontStyle: 'normal', lineHeight: 1.5 });

/** The cards a move cancels or leaves on their way: a warning that needs an answer. */
export const impact = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.md,
  padding: space.lg,
  borderRadius: vars.radius.card,
  border: `1px solid ${vars.color.border}`,
  borderLeft: `4px solid ${vars.color.warning}`,
  background: vars.color.surface,
});

export const impactTitle = style({ margin: 0, fontSize: fontSize.md, fontFamily: vars.font.heading });

export const cardLine = style({ display: 'flex', flexWrap: 'wrap', gap: `0 ${space.sm}` });
export const cardNumber = style({ fontVariantNumeric: 'tabular-nums', color: vars.color.mutedText });

export const totals = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: `${space.xs} ${space.lg}`,
  alignItems: 'baseline',
});
export const totalLabel = style({ fontWeight: 700 });
export const totalValue = style({ margin: 0, fontWeight: 700, fontSize: fontSize.lg, textAlign: 'end' });
export const feeValue = style({ margin: 0, textAlign: 'end' });

export const problems = style({ margin: 0, paddingInlineStart: space.xl });
