import { Trans, useLingui } from '@lingui/react/macro';
import { type Loadable, LoadableView, pageLayout } from '@paydeck/accounts';
import { StatusBadge } from '@paydeck/ui';
import { Link as AriaLink } from 'react-aria-components';
import { ReadOnlyNote } from '../common/ReadOnlyNote';
import { type CertificationStatus, certificationStatusText } from './tax-text';

export type SplashKind = 'personal' | 'business';

const formPath: Record<SplashKind, '/self-certification' | '/self-certification-business'> = {
  personal: '/self-certification',
  business: '/self-certification-business',
};

/**
 * /self-certification-splash and /self-certification-business-splash: why the bank asks, where the
 * self-certification stands, the way into the form, and "not now".
 */
export function SelfCertificationSplashScreen({
  kind,
  status,
  onRetry,
  canManage,
}: {
  kind: SplashKind;
  /** The tax residency self-certification's status. */
  status: Loadable<CertificationStatus>;
  onRetry: () => void;
  /** Full access (2; a person's own): the way into the form; anyone else the status only. */
  canManage: boolean;
}) {
  const { t, i18n } = useLingui();
  return (
    <div className={pageLayout.page}>
      <h1 className={pageLayout.title}>
        {kind === 'business' ? (
          <Trans>Your company's tax self-certification</Trans>
        ) : (
          <Trans>Your tax self-certification</Trans>
        )}
      </h1>
      <section className={pageLayout.section}>
        <p className={pageLayout.text}>
          {kind === 'business' ? (
            <Trans>
              Banks must know where the companies they serve are resident for tax, what kind of company they are and who
              controls them (FATCA and CRS). Tell us once; a company with links to the United States also signs a US tax
              form online.
            </Trans>
          ) : (
            <Trans>
              Banks must know where their customers are resident for tax (FATCA and CRS). Tell us your tax residences
              and numbers; if you have links to the United States you also sign a US tax form online.
            </Trans>
          )}
        </p>
        <p className={pageLayout.muted}>
          <Trans>It takes about five minutes. Have your tax identification numbers at hand.</Trans>
        </p>
        <LoadableView value={status} label={t`Loading the self-certification`} onRetry={onRetry} lines={1}>
          {(current) => (
            <p className={pageLayout.text}>
              <Trans>Status:</Trans>{' '}
              <StatusBadge tone={certificationStatusText[current].tone}>
                {i18n._(certificationStatusText[current].label)}
              </StatusBadge>
            </p>
          )}
        </LoadableView>
        {!canManage && <ReadOnlyNote about="details" />}
        <div className={pageLayout.actions}>
          {canManage && (
            <AriaLink className={pageLayout.buttonLink} href={formPath[kind]}>
              <Trans>Start the self-certification</Trans>
            </AriaLink>
          )}
          <AriaLink className={pageLayout.smallButtonLink} href="/home">
            <Trans>Not now</Trans>
          </AriaLink>
        </div>
      </section>
    </div>
  );
}
