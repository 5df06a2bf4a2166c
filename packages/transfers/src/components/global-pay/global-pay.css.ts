import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@paydeck/ui/theme';
import { fontSize, space } from '@paydeck/ui/tokens';

export const form = style({ display: 'flex', flexDirection: 'column', gap: space.md, maxWidth: '36rem' });
export const muted = style({ color: vars.color.mutedText, fontSize: fontSize.sm, margin: 0 });
export const problem = style({ color: vars.color.danger, fontSize: fontSize.sm, fontWeight: 600 });

/** The scroller of the virtual table: as tall as its rows, at most most of the screen. */
export const scroller = style({
  maxHeight: '70vh',
  overflow: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  background: vars.color.surface,
});
export const table = style({ display: 'block', width: '100%', borderCollapse: 'collapse' });
export const rows = style({ display: 'block', position: 'relative', width: '100%' });

// Each row is a grid: on a phone and a tablet the cells stack in areas; from laptop width they are columns under
// the header, which only then is shown (it stays in the accessibility tree below).
const columns =
  '2.5rem minmax(9rem, 2fr) minmax(7rem, 1fr) minmax(7rem, 1fr) minmax(11rem, 2fr) minmax(7rem, 1fr) 7rem';
const rowGrid = style({
  display: 'grid',
  gap: space.sm,
  alignItems: 'start',
  padding: space.md,
  boxSizing: 'border-box',
  gridTemplateColumns: '2rem minmax(0, 1fr)',
  gridTemplateAreas: '"num payee" "num amount" "num country" "num status" "num methods" "num actions"',
  '@media': {
    [media.up.laptop]: {
      gridTemplateColumns: columns,
      gridTemplateAreas: '"num payee country amount methods status actions"',
    },
  },
});
export const row = style([
  rowGrid,
  { position: 'absolute', insetInline: 0, top: 0, borderBottom: `1px solid ${vars.color.border}` },
]);
export const removed = style({ background: vars.color.background, color: vars.color.mutedText });
export const headRow = style([
  rowGrid,
  {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    '@media': {
      [media.up.laptop]: {
        position: 'sticky',
        width: 'auto',
        height: 'auto',
        overflow: 'visible',
        clip: 'auto',
        top: 0,
        zIndex: 1,
        background: vars.color.surface,
        fontWeight: 600,
        borderBottom: `1px solid ${vars.color.border}`,
        textAlign: 'start',
      },
    },
  },
]);
export const head = style({ display: 'block' });
globalStyle(`${headRow} > th`, { textAlign: 'start', fontWeight: 600 });
export const cell = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xxs,
  minWidth: 0,
  overflowWrap: 'anywhere',
});
export const area = {
  num: style({ gridArea: 'num', fontVariantNumeric: 'tabular-nums' }),
  payee: style({ gridArea: 'payee' }),
  country: style({ gridArea: 'country' }),
  amount: style({
    gridArea: 'amount',
    fontVariantNumeric: 'tabular-nums',
    '@media': { [media.up.laptop]: { textAlign: 'end' } },
  }),
  methods: style({ gridArea: 'methods' }),
  status: style({ gridArea: 'status' }),
  actions: style({ gridArea: 'actions', display: 'flex', flexWrap: 'wrap', gap: space.xs }),
};
export const name = style({ fontWeight: 600 });
export const methods = style({ display: 'flex', flexWrap: 'wrap', columnGap: space.md, fontSize: fontSize.sm });
export const feeSide = style({ maxWidth: '14rem', fontSize: fontSize.sm });
export const list = style({
  margin: 0,
  paddingInlineStart: space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: space.xs,
});

/** The recipient's steps: the current one marked, those done struck through by colour only. */
export const steps = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.sm,
  counterReset: 'step',
});
export const step = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.xs,
  padding: `${space.xs} ${space.sm}`,
  borderRadius: vars.radius.control,
  border: `1px solid ${vars.color.border}`,
  fontSize: fontSize.sm,
  color: vars.color.mutedText,
});
export const currentStep = style([step, { borderColor: vars.color.primary, color: vars.color.text, fontWeight: 600 }]);
export const doneStep = style([step, { color: vars.color.success }]);
export const amountLine = style({
  margin: 0,
  fontSize: fontSize.xl,
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
});
