import { style } from '@vanilla-extract/css';

// Scanners need dark modules on a light ground, and a dark brand's text/surface pair is the
// reverse. So the code uses the system colours of a light colour scheme (Canvas = light ground,
// CanvasText = dark ink) instead of the brand's: a deliberate exception to "colours through vars".
export const svg = style({
  display: 'block',
  colorScheme: 'light',
  background: 'Canvas',
  color: 'CanvasText',
  borderRadius: '4px',
});
