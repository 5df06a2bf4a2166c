import { useMemo, useSyncExternalStore } from 'react';
import { media } from '../theme/media';
import { type ViewFlag, viewFlagWidths } from '../theme/tokens';

/** True for each width the viewport reaches: `xl` ≥ 1280, `lg` ≥ 992, `md` ≥ 871, `sm` ≥ 576 px. */
export type ViewFlags = Record<ViewFlag, boolean>;

const flags = Object.keys(viewFlagWidths) as ViewFlag[];

function queries(): MediaQueryList[] {
  return flags.map((flag) => window.matchMedia(media.flag[flag]));
}

function subscribe(onChange: () => void): () => void {
  const lists = queries();
  for (const list of lists) list.addEventListener('change', onChange);
  return () => {
    for (const list of lists) list.removeEventListener('change', onChange);
  };
}

// A string snapshot keeps useSyncExternalStore's comparison stable (an object would change every call).
function snapshot(): string {
  return queries()
    .map((list) => (list.matches ? '1' : '0'))
    .join('');
}

// Without a window (server render, tests in node) the smallest layout is assumed: mobile first.
const serverSnapshot = () => '0000';

/** The view flags of the spec, updated when the viewport crosses 1280, 992, 871 or 576 px. */
export function useViewFlags(): ViewFlags {
  const bits = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  return useMemo(() => Object.fromEntries(flags.map((flag, i) => [flag, bits[i] === '1'])) as ViewFlags, [bits]);
}
