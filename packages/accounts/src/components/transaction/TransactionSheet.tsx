import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Dialog, Link } from '@paydeck/ui';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-aria-components';
import type { TransactionDetails } from '../../api/transaction';
import { hasProof } from '../../model/transaction-sheet';
import * as layout from '../common/layout.css';
import { Failure, type Loadable, LoadableView } from '../common/Loadable';
import { TransactionFacts } from './TransactionFacts';
import * as styles from './transaction.css';

export interface ProofState {
  isLoading: boolean;
  /** Why the last download failed, in words. */
  error: string | null;
  onDownload: () => void;
}

export interface TransactionSheetProps {
  details: Loadable<TransactionDetails>;
  /** A dialog over the list (tablet width and wider), or a page in its place (phones). */
  mode: 'dialog' | 'page';
  /** The list it was opened from, with its filters: where closing returns. */
  closeHref: string;
  /** The page's way back: "Back to history". */
  backLabel: string;
  typeName: (details: TransactionDetails) => string;
  /** The transfer form that repeats it, when the person may repeat it. */
  repeatHref: string | null;
  proof: ProofState;
  onClose: () => void;
  onRetry: () => void;
}

function Actions({
  details,
  repeatHref,
  proof,
}: Pick<TransactionSheetProps, 'repeatHref' | 'proof'> & { details: TransactionDetails }) {
  return (
    <div className={layout.list}>
      {proof.error && <Failure message={proof.error} />}
      <div className={layout.actions}>
        {hasProof(details) && (
          <Button variant="secondary" onPress={proof.onDownload} isLoading={proof.isLoading}>
            <Trans>Download proof of payment</Trans>
          </Button>
        )}
        {repeatHref && (
          <RouterLink href={repeatHref} className={layout.buttonLink}>
            <Trans>Repeat</Trans>
          </RouterLink>
        )}
      </div>
      {!hasProof(details) && (
        <p className={layout.muted}>
          <Trans>A proof of payment is available once the money has been sent.</Trans>
        </p>
      )}
    </div>
  );
}

/**
 * One transaction opened from the history or home: its facts, what its status means, its proof of payment and
 * "Repeat". A dialog on wide screens; on a phone a page with a way back to the list it came from.
 */
export function TransactionSheet(props: TransactionSheetProps) {
  const { t } = useLingui();
  const body = (
    <LoadableView value={props.details} label={t`Loading the transaction`} lines={8} onRetry={props.onRetry}>
      {(details) => (
        <div className={layout.list}>
          <TransactionFacts details={details} typeName={props.typeName(details)} />
          <Actions details={details} repeatHref={props.repeatHref} proof={props.proof} />
        </div>
      )}
    </LoadableView>
  );
  if (props.mode === 'dialog') {
    return (
      <Dialog isOpen onOpenChange={(open) => !open && props.onClose()} title={t`Transaction details`}>
        {body}
      </Dialog>
    );
  }
  return <SheetPage {...props}>{body}</SheetPage>;
}

function SheetPage({ closeHref, backLabel, children }: TransactionSheetProps & { children: ReactNode }) {
  const { t } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  // A new page: reading starts at its heading, as after any navigation.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={layout.page}>
      <div className={styles.pageTop}>
        <Link href={closeHref}>
          <span aria-hidden="true">← </span>
          {backLabel}
        </Link>
        <h1 ref={heading} tabIndex={-1} className={layout.title}>
          {t`Transaction details`}
        </h1>
      </div>
      <section className={layout.section} aria-label={t`Transaction details`}>
        {children}
      </section>
    </div>
  );
}
