import { vars } from './contract.css';
import { focusOutlineWidth } from './tokens';

/** The keyboard focus ring; spread it into a `[data-focus-visible]` (or `:focus-visible`) selector. */
export const focusRing = {
  outline: `${focusOutlineWidth} solid ${vars.color.focus}`,
  outlineOffset: '2px',
} as const;
