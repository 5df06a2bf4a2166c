import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Skeleton } from '@paydeck/ui';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import * as styles from './send-steps.css';

export interface ReviewPanelProps {
  /** The lines: what leaves, fee, rate, what arrives, from which account, to whom, when (ReviewLine). */
  children: ReactNode;
  /** The confirm is on its way (its button shows it and ignores presses). */
  busy: boolean;
  /** A line the person must see is not there yet (the fee is being asked): no confirm until it is. */
  confirmDisabled?: boolean;
  /** Why the last confirm did not go through, when it is not a field's (those go back to the form). */
  problem: string | null;
  onEdit: () => void;
  onConfirm: () => void;
}

/**
 * The review between the form and the money leaving: everything the transfer will do, then "Confirm and send"
 * (the second factor follows when the approval mode asks) or "Edit" (back to the form, values kept).
 */
export function ReviewPanel({ children, busy, confirmDisabled = false, problem, onEdit, onConfirm }: ReviewPanelProps) {
  const { t } = useLingui();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.heading}>
        <Trans>Check before you send</Trans>
      </h2>
      <dl className={styles.lines} aria-label={t`What the transfer does`}>
        {children}
      </dl>
      {problem && (
        <p role="alert" className={styles.alert}>
          {problem}
        </p>
      )}
      <div className={styles.actions}>
        <Button onPress={onConfirm} isLoading={busy} isDisabled={confirmDisabled}>
          <Trans>Confirm and send</Trans>
        </Button>
        <Button variant="secondary" onPress={onEdit} isDisabled={busy}>
          <Trans>Edit</Trans>
        </Button>
      </div>
    </section>
  );
}

/** One line of a review or an outcome: its term and value (a skeleton while `loading`). */
export function ReviewLine({
  term,
  children,
  testId,
  loading = false,
  total = false,
}: {
  term: ReactNode;
  children?: ReactNode;
  testId?: string;
  loading?: boolean;
  /** The line sums the ones above (a rule above it). */
  total?: boolean;
}) {
  const { t } = useLingui();
  return (
    <div className={total ? styles.total : styles.line}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value} data-testid={testId}>
        {loading ? (
          <span role="status" aria-label={t`Loading`}>
            <Skeleton width="6em" />
          </span>
        ) : (
          children
        )}
      </dd>
    </div>
  );
}
