import { Trans, useLingui } from '@lingui/react/macro';
import type { Term } from '@paydeck/api-client';
import { Button, Checkbox, Link } from '@paydeck/ui';
import { useState } from 'react';
import * as styles from '../layout/layout.css';
import { Message } from '../layout/PublicPage';

export interface TermsListProps {
  terms: readonly Term[];
  onAccept: () => void;
  /** Declining ends the session: the app cannot be used without the terms. */
  onDecline: () => void;
  busy: boolean;
  error?: string | undefined;
  /** The heading level: 1 on the sign-in page, 2 inside a dialog that has its own title. */
  headingLevel?: 1 | 2;
}

/** The terms to accept (a TE answer): each one checked, read through its link, then continue. */
export function TermsList({ terms, onAccept, onDecline, busy, error, headingLevel = 1 }: TermsListProps) {
  const { t } = useLingui();
  const [accepted, setAccepted] = useState<ReadonlySet<string>>(new Set());
  const keyOf = (term: Term) => String(term.id);
  const allAccepted = terms.every((term) => accepted.has(keyOf(term)));
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  function toggle(term: Term, isSelected: boolean) {
    setAccepted((current) => {
      const next = new Set(current);
      if (isSelected) next.add(keyOf(term));
      else next.delete(keyOf(term));
      return next;
    });
  }

  return (
    <section className={styles.form} aria-labelledby="terms-title">
      <Heading id="terms-title" className={headingLevel === 1 ? styles.title : styles.subtitle}>
        <Trans>Please accept the updated terms</Trans>
      </Heading>
      <p className={styles.text}>
        <Trans>To continue, read and accept each of these documents.</Trans>
      </p>
      <ul className={styles.list}>
        {terms.map((term) => (
          <li key={keyOf(term)} className={styles.listItem}>
            <div>
              <Checkbox isSelected={accepted.has(keyOf(term))} onChange={(isSelected) => toggle(term, isSelected)}>
                {term.label}
              </Checkbox>
              {term.text && <p className={styles.muted}>{term.text}</p>}
            </div>
            {term.url && (
              <Link
                href={term.url}
                target="_blank"
                rel="noreferrer"
                aria-label={t`Read ${term.label} (opens in a new tab)`}
              >
                <Trans>Read</Trans>
              </Link>
            )}
          </li>
        ))}
      </ul>
      {error && <Message tone="error">{error}</Message>}
      <div className={styles.actions}>
        <Button onPress={onAccept} isDisabled={!allAccepted} isLoading={busy}>
          <Trans>Accept and continue</Trans>
        </Button>
        <Button variant="quiet" onPress={onDecline} isDisabled={busy}>
          <Trans>Decline and sign out</Trans>
        </Button>
      </div>
    </section>
  );
}
