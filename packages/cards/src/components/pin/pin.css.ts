import { style } from '@vanilla-extract/css';
import { space } from '@paydeck/ui/tokens';

export const form = style({ display: 'flex', flexDirection: 'column', gap: space.lg, maxWidth: '360px' });
export const sections = style({
  display: 'grid',
  gap: space.xl,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 320px), 1fr))',
  alignItems: 'start',
});
