import { Trans } from '@lingui/react/macro';
import { pageLayout } from '@paydeck/accounts';

/**
 * One line where a section offers this person nothing to do (issue 36: screens offer only what the access
 * policy allows), so that it does not look broken: details they may not change, documents they may not send.
 */
export function ReadOnlyNote({ about }: { about: 'details' | 'documents' }) {
  return (
    <p className={pageLayout.muted}>
      {about === 'details' ? (
        <Trans>You can see these details but not change them.</Trans>
      ) : (
        <Trans>You can see these documents but not send new ones.</Trans>
      )}
    </p>
  );
}
