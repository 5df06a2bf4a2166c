import { Trans } from '@lingui/react/macro';
import type { LookupState } from './useBankLookup';

/** What a bank lookup found, under its field (a live region: the bank's details were filled in). */
export function LookupNote({ state }: { state: LookupState }) {
  if (state.kind === 'idle') return null;
  const bank = state.kind === 'found' ? state.bankName : '';
  return (
    <span role="status">
      {state.kind === 'loading' && <Trans>Looking up the bank…</Trans>}
      {state.kind === 'found' && <Trans>Bank found: {bank}. Its details are filled in below.</Trans>}
      {state.kind === 'unknown' && <Trans>No bank is known for this code: enter the bank's details yourself.</Trans>}
      {state.kind === 'failed' && <Trans>The bank could not be looked up now: enter its details yourself.</Trans>}
    </span>
  );
}
