import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { elevation } from '../theme/elevation';
import { media } from '../theme/media';
import { fontSize, space } from '../theme/tokens';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: space.lg,
  background: elevation.scrim,
  backdropFilter: 'blur(2px)',
});

export const modal = style({
  width: '100%',
  maxWidth: '520px',
  maxHeight: 'calc(100vh - 32px)',
  overflow: 'auto',
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.card,
  boxShadow: elevation.modal,
  border: `1px solid ${vars.color.border}`,
  fontFamily: vars.font.body,
  '@media': { [media.below.mobile]: { maxWidth: 'none' } },
});

export const dialog = style({
  outline: 'none',
  padding: space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: space.lg,
});

export const header = style({ display: 'flex', alignItems: 'flex-start', gap: space.md });

export const title = style({
  margin: 0,
  flex: 1,
  fontFamily: vars.font.heading,
  fontSize: fontSize.xl,
  lineHeight: 1.25,
  overflowWrap: 'anywhere',
});

export const closeButton = style({ flexShrink: 0, fontSize: fontSize.xl, lineHeight: 1 });

export const body = style({ display: 'flex', flexDirection: 'column', gap: space.sm, overflowWrap: 'anywhere' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: space.sm });
