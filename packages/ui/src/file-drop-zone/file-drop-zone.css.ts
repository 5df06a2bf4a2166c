import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focus';
import { fontSize, space } from '../theme/tokens';

export const fieldset = style({
  border: 'none',
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const legend = style({ fontWeight: 600, fontSize: fontSize.sm, padding: 0, marginBottom: space.xs });

export const hiddenLegend = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});

export const slots = style({
  display: 'grid',
  gap: space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
});

export const slot = style({ display: 'flex', flexDirection: 'column', gap: space.xs, minWidth: 0 });

export const zone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space.sm,
  padding: space.lg,
  minHeight: '128px',
  border: `2px dashed ${vars.color.border}`,
  borderRadius: vars.radius.card,
  background: vars.color.surface,
  textAlign: 'center',
  selectors: {
    '&[data-drop-target]': { borderColor: vars.color.primary, borderStyle: 'solid', background: vars.color.background },
    '&[data-focus-visible]': focusRing,
    // No opacity: the texts inside must keep their contrast; the disabled button says the rest.
    '&[data-disabled]': { borderStyle: 'dotted', background: vars.color.background },
  },
});

export const zoneLabel = style({ fontWeight: 600 });

export const hint = style({ color: vars.color.mutedText, fontSize: fontSize.sm });

export const chosen = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: space.sm,
  fontSize: fontSize.sm,
  overflowWrap: 'anywhere',
});

export const size = style({ color: vars.color.mutedText });

export const error = style({ color: vars.color.danger, fontWeight: 600, fontSize: fontSize.sm });
