import { style } from '@vanilla-extract/css';
import { vars } from '@paydeck/ui/theme';
import { fontSize, space } from '@paydeck/ui/tokens';

export const form = style({ display: 'flex', flexDirection: 'column', gap: space.lg, maxWidth: '560px' });

export const fieldset = style({
  margin: 0,
  padding: 0,
  border: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
});
export const legend = style({ padding: 0, marginBottom: space.sm, fontWeight: 600 });

export const expiry = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 8rem))', gap: space.md });

/** Who issued the card, as the BIN lookup says. */
export const binPanel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xs,
  minHeight: '1.5rem',
  padding: `${space.sm} ${space.md}`,
  borderRadius: vars.radius.card,
  borderLeft: `4px solid ${vars.color.primary}`,
  background: vars.color.background,
});

export const binFacts = style({ margin: 0, display: 'flex', flexWrap: 'wrap', gap: `${space.xs} ${space.lg}` });
export const binFact = style({ display: 'flex', gap: space.xs });
export const binLabel = style({ color: vars.color.text, fontSize: fontSize.sm });
export const binValue = style({ margin: 0, fontWeight: 600, fontSize: fontSize.sm });

export const steps = style({ margin: 0, paddingInlineStart: space.xl, lineHeight: 1.5 });
