import { vars } from './contract.css';

// Shadows and the scrim behind modals are mixed from the brand's own colours (no literal colour),
// so a dark brand gets a matching dark scrim and faint light shadows instead of black ones.
const mix = (color: string, percent: number) => `color-mix(in srgb, ${color} ${percent}%, transparent)`;

export const elevation = {
  /** Popovers, menus, toasts. */
  popover: `0 8px 24px ${mix(vars.color.text, 16)}`,
  /** Modal dialogs. */
  modal: `0 16px 48px ${mix(vars.color.text, 24)}`,
  /** The layer that covers the page behind a modal. */
  scrim: mix(vars.color.background, 80),
} as const;
