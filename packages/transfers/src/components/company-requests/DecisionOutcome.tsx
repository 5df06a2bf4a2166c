import { Plural, Trans } from '@lingui/react/macro';
import type { DecisionSummary } from './selection';
import * as styles from './requests.css';

/** The last decision's outcome, or why it could not be sent. */
export type Outcome =
  | { kind: 'decided'; declined: boolean; summary: DecisionSummary }
  /** A batch (mass request), decided as a whole. */
  | { kind: 'batch'; declined: boolean; batchId: number }
  | { kind: 'failed'; text: string };

/** A failure is an alert; a decision is shown inside the screen's status region (always present, so it is announced). */
export function DecisionOutcome({ outcome }: { outcome: Outcome }) {
  if (outcome.kind === 'failed') {
    return (
      <div role="alert" className={styles.outcome}>
        <FailedNote text={outcome.text} />
      </div>
    );
  }
  if (outcome.kind === 'batch') return <BatchNote batchId={outcome.batchId} declined={outcome.declined} />;
  const { declined, summary } = outcome;
  const done = summary.decided.length;
  const waiting = summary.needsCode.length;
  const notDecided = summary.refused.length;
  return (
    <div className={styles.outcome}>
      {done > 0 && (
        <p>
          {declined ? (
            <Plural value={done} one="# request declined." other="# requests declined." />
          ) : (
            <Plural value={done} one="# request approved." other="# requests approved." />
          )}
        </p>
      )}
      {waiting > 0 && (
        <p>
          <Plural
            value={waiting}
            one="# approval waits for your confirmation code."
            other="# approvals wait for your confirmation code."
          />
        </p>
      )}
      {notDecided > 0 && (
        <>
          <p>
            <Plural value={notDecided} one="# request was not decided:" other="# requests were not decided:" />
          </p>
          <ul className={styles.refusedList}>
            {summary.refused.map(({ transactionId, text }) => (
              <li key={transactionId}>
                <Trans>
                  Transfer {transactionId}: {text}
                </Trans>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function FailedNote({ text }: { text: string }) {
  return (
    <p>
      <Trans>The decision was not sent: {text}</Trans>
    </p>
  );
}

function BatchNote({ batchId, declined }: { batchId: number; declined: boolean }) {
  return <p>{declined ? <Trans>Batch {batchId} declined.</Trans> : <Trans>Batch {batchId} approved.</Trans>}</p>;
}
