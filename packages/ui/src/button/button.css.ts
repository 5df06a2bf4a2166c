import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focus';
import { fontSize, space, target } from '../theme/tokens';

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space.sm,
  borderRadius: vars.radius.control,
  fontFamily: vars.font.body,
  fontWeight: 600,
  border: '2px solid transparent',
  cursor: 'pointer',
  textDecoration: 'none',
  selectors: {
    '&[data-disabled], &:disabled': { opacity: 0.55, cursor: 'not-allowed' },
    '&[data-pending], &[aria-busy="true"]': { cursor: 'progress' },
    // react-aria marks its buttons (data-rac) with data states; a native button (NativeButton) uses the pseudo-classes.
    '&[data-focus-visible], &:not([data-rac]):focus-visible': focusRing,
  },
});

export const variant = styleVariants({
  primary: {
    background: vars.color.primary,
    color: vars.color.primaryText,
    selectors: {
      '&[data-hovered]:not([data-disabled]), &:not([data-rac]):hover:enabled': { filter: 'brightness(0.92)' },
    },
  },
  secondary: {
    background: vars.color.surface,
    color: vars.color.primary,
    borderColor: vars.color.primary,
    selectors: {
      '&[data-hovered]:not([data-disabled]), &:not([data-rac]):hover:enabled': { background: vars.color.background },
    },
  },
  danger: {
    background: vars.color.danger,
    color: vars.color.surface,
    selectors: {
      '&[data-hovered]:not([data-disabled]), &:not([data-rac]):hover:enabled': { filter: 'brightness(0.92)' },
    },
  },
  quiet: {
    background: 'transparent',
    color: vars.color.text,
    selectors: {
      '&[data-hovered]:not([data-disabled]), &:not([data-rac]):hover:enabled': { background: vars.color.background },
    },
  },
  link: {
    background: 'transparent',
    color: vars.color.primary,
    textDecoration: 'underline',
    paddingInline: space.xs,
    selectors: {
      '&[data-hovered]:not([data-disabled]), &:not([data-rac]):hover:enabled': { textDecorationThickness: '2px' },
    },
  },
});

// small is for dense tables and toolbars: still above the 24 px minimum target of WCAG 2.2.
export const size = styleVariants({
  small: { minHeight: '32px', minWidth: target.minimum, padding: `${space.xs} ${space.md}`, fontSize: fontSize.sm },
  medium: {
    minHeight: target.primary,
    minWidth: target.primary,
    padding: `${space.sm} ${space.lg}`,
    fontSize: fontSize.md,
  },
  large: { minHeight: '52px', minWidth: target.primary, padding: `${space.md} ${space.xl}`, fontSize: fontSize.lg },
});

export const fullWidth = style({ width: '100%' });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-block',
  verticalAlign: 'middle',
  width: '1em',
  height: '1em',
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
});
