import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { space } from '../theme/tokens';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } });

export const group = style({ display: 'flex', flexDirection: 'column', gap: space.sm });

export const bone = style({
  display: 'block',
  height: '1em',
  borderRadius: vars.radius.control,
  background: vars.color.border,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
