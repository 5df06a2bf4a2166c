import { Trans, useLingui } from '@lingui/react/macro';
import { type Loadable, LoadableView, pageLayout } from '@paydeck/accounts';
import { formatDate } from '@paydeck/i18n';
import { EmptyState, StatusBadge } from '@paydeck/ui';
import type { ComplianceKind, DeclarationSignature } from '../../api/declarations';
import type { ComplianceItem } from '../../model/declarations';
import * as styles from '../common/common.css';
import { DeclarationForm } from './DeclarationForm';
import { declarationText } from './declaration-text';

/**
 * /company/declarations: each declaration the company's industry asks for, to read and sign (full access), or
 * who signed it and when. Loading, failure with "Try again", and an empty state when none is asked for.
 */
export function DeclarationsSection({
  items,
  onRetry,
  onSign,
}: {
  items: Loadable<ComplianceItem[]>;
  onRetry: () => void;
  /** Undefined: the person may not sign (only full access signs for the company). */
  onSign: ((kind: ComplianceKind, signature: DeclarationSignature) => Promise<unknown>) | undefined;
}) {
  const { t, i18n } = useLingui();
  return (
    <LoadableView value={items} label={t`Loading the declarations`} onRetry={onRetry} lines={6}>
      {(list) =>
        list.length === 0 ? (
          <EmptyState
            title={t`No declarations to sign`}
            description={t`The company's industry asks for no compliance declarations.`}
          />
        ) : (
          <>
            {!onSign && list.some((item) => !item.state.isSigned) && (
              <p className={pageLayout.muted}>
                <Trans>Only a user with full access can sign declarations for the company.</Trans>
              </p>
            )}
            {list.map(({ kind, state }) => {
              const title = i18n._(declarationText[kind].title);
              const id = `declaration-${kind}`;
              const signer = state.signerName ?? '';
              const position = state.signerPosition ?? '';
              const on = state.signedAt ? formatDate(state.signedAt, i18n.locale) : '';
              return (
                <section key={kind} className={pageLayout.section} aria-labelledby={id}>
                  <div className={pageLayout.sectionHeader}>
                    <h2 id={id} className={pageLayout.subtitle}>
                      {title}
                    </h2>
                    <StatusBadge tone={state.isSigned ? 'success' : 'warning'}>
                      {state.isSigned ? <Trans>Signed</Trans> : <Trans>To sign</Trans>}
                    </StatusBadge>
                  </div>
                  <p>{i18n._(declarationText[kind].body)}</p>
                  {state.isSigned ? (
                    <p className={styles.muted}>
                      <Trans>
                        Signed by {signer} ({position}) on {on}.
                      </Trans>
                    </p>
                  ) : (
                    onSign && <DeclarationForm title={title} onSign={(signature) => onSign(kind, signature)} />
                  )}
                </section>
              );
            })}
          </>
        )
      }
    </LoadableView>
  );
}
