import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focus';
import { media } from '../theme/media';
import { space, target } from '../theme/tokens';

export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.md,
  minWidth: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

/** A sideways-scrolling row's frame (SideScroll): the row, and the cues over its edges. */
export const bar = style({ position: 'relative', minWidth: 0 });
/** A tab bar's line, under its whole width. */
export const tabBar = style({ borderBottom: `1px solid ${vars.color.border}` });

export const row = style({
  position: 'relative', // the tabs' offsets are within the row (useSideScroll)
  containerType: 'inline-size', // an item may be at most so much of the row (cqi)
  overflowX: 'auto',
  overflowY: 'hidden',
  overscrollBehaviorX: 'contain',
  // the cues say it scrolls: no scrollbar under the tabs
  scrollbarWidth: 'none',
  selectors: { '&::-webkit-scrollbar': { display: 'none' } },
  '@media': { '(prefers-reduced-motion: no-preference)': { scrollBehavior: 'smooth' } },
});

export const list = style({ display: 'flex', gap: space.xs, width: 'max-content', minWidth: '100%' });
/** NavTabs' list: the tab list's row, as a list of links. */
export const navList = style([list, { listStyle: 'none', margin: 0, padding: 0 }]);
export const navItem = style({ display: 'flex' });

export const tab = style({
  minHeight: target.primary,
  display: 'flex',
  alignItems: 'center',
  boxSizing: 'border-box',
  padding: `0 ${space.md}`,
  // one line, unless the name is longer than most of the row (ru on a phone): then it wraps, never wider than the row
  maxWidth: 'min(20rem, 80cqi)',
  textAlign: 'center',
  cursor: 'pointer',
  color: vars.color.mutedText,
  fontWeight: 600,
  textDecoration: 'none',
  borderBottom: '3px solid transparent',
  outline: 'none',
  '@media': { [media.up.tablet]: { padding: `0 ${space.lg}` } },
  selectors: {
    '&[data-selected]': { color: vars.color.primary, borderBottomColor: vars.color.primary },
    '&[data-hovered]:not([data-selected])': { color: vars.color.text, borderBottomColor: vars.color.border },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-3px' },
  },
});

/** An edge's fade and arrow: the row goes on under it. */
const cue = style({
  position: 'absolute',
  top: 0,
  bottom: 0,
  width: '40px', // useSideScroll's cueWidth
  display: 'flex',
  alignItems: 'center',
  padding: 0,
  border: 'none',
  color: vars.color.text,
  cursor: 'pointer',
});
export const startCue = style([
  cue,
  {
    left: 0,
    justifyContent: 'flex-start',
    background: `linear-gradient(to right, ${vars.color.background} 45%, transparent)`,
  },
]);
export const endCue = style([
  cue,
  {
    right: 0,
    justifyContent: 'flex-end',
    background: `linear-gradient(to left, ${vars.color.background} 45%, transparent)`,
  },
]);

/** Panels in a tab's content stand apart like the page's panels. */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xl,
  minWidth: 0,
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing, '&[hidden]': { display: 'none' } },
});
