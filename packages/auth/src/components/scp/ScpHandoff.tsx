import { Trans, useLingui } from '@lingui/react/macro';
import { Link, QRCode, SkeletonGroup } from '@paydeck/ui';
import * as styles from '../layout/layout.css';
import { Message } from '../layout/PublicPage';

export type ScpState = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; deeplink: string };

/** Continue in the mobile app after signing in here: the deep link as a QR code and a link. */
export function ScpHandoff({ state }: { state: ScpState }) {
  const { t } = useLingui();
  return (
    <section className={styles.section} aria-labelledby="scp-title">
      <h2 id="scp-title" className={styles.subtitle}>
        <Trans>Continue in the mobile app</Trans>
      </h2>
      {state.kind === 'loading' && <SkeletonGroup lines={3} label={t`Preparing the link`} />}
      {state.kind === 'failed' && <Message tone="error">{state.message}</Message>}
      {state.kind === 'ready' && (
        <div className={styles.centered}>
          <QRCode value={state.deeplink} label={t`QR code that opens your session in the mobile app`} />
          <p className={styles.text}>
            <Trans>Scan the code with your phone, or open the link on this device.</Trans>
          </p>
          <Link href={state.deeplink}>
            <Trans>Open in the app</Trans>
          </Link>
        </div>
      )}
    </section>
  );
}
