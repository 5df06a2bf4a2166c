import { Plural, useLingui } from '@lingui/react/macro';
import { formatDate } from '@paydeck/i18n';
import { Link } from '@paydeck/ui';
import { useId } from 'react';
import { type AccountNotice as Notice, type ExpiringDocument, noticeTarget } from '../../model/account-notice';
import { accountNoticeText } from './account-notice-text';
import * as styles from './banner.css';

export interface AccountNoticeProps {
  notice: Notice;
  /** Beside a form (transfers, cards): what it is, what it limits and the link, not the list of what is asked for. */
  compact?: boolean;
  className?: string | undefined;
}

/**
 * The account's state where the person is (home, the transfers and card pages): what it is, what it limits, what is
 * asked for, and a link to the page where the person acts. A region named by its title (no heading: it may stand
 * above the page's own h1).
 */
export function AccountNotice({ notice, compact = false, className }: AccountNoticeProps) {
  const { i18n } = useLingui();
  const titleId = useId();
  const text = accountNoticeText[notice.kind];
  const actions = notice.kind === 'unverified' || notice.kind === 'actionsNeeded' ? notice.actions : [];
  return (
    <section
      className={className ? `${styles.banner[text.tone]} ${className}` : styles.banner[text.tone]}
      aria-labelledby={titleId}
      data-notice={notice.kind}
    >
      <p id={titleId} className={styles.title}>
        {i18n._(text.title)}
      </p>
      <p className={styles.text}>
        {i18n._(text.limits)}
        {actions.length > 0 && (
          <>
            {' '}
            <Plural value={actions.length} one="# thing to do." other="# things to do." />
          </>
        )}
      </p>
      {!compact && <NoticeDetails notice={notice} />}
      <Link className={styles.link} href={noticeTarget(notice)}>
        {i18n._(text.action)}
      </Link>
    </section>
  );
}

function NoticeDetails({ notice }: { notice: Notice }) {
  const { t } = useLingui();
  if ((notice.kind === 'limited' || notice.kind === 'limitedInReview') && notice.reasons.length > 0) {
    return (
      <ul className={styles.list} aria-label={t`What we asked for`}>
        {notice.reasons.map(({ name, answered }) => (
          <li key={name}>{answered ? t`${name}: sent, we are reviewing it` : t`${name}: we need this document`}</li>
        ))}
      </ul>
    );
  }
  if (notice.kind === 'expiring') {
    return (
      <ul className={styles.list} aria-label={t`Documents to renew`}>
        {notice.documents.map((document) => (
          <li key={document.kind === 'identity' ? `${document.type}-${document.expiresDate}` : document.kind}>
            <ExpiringText document={document} />
          </li>
        ))}
      </ul>
    );
  }
  return null;
}

function ExpiringText({ document }: { document: ExpiringDocument }) {
  const { t, i18n } = useLingui();
  switch (document.kind) {
    case 'identity': {
      const date = formatDate(document.expiresDate, i18n.locale);
      const type = document.type;
      return document.expired ? t`Your ${type} expired on ${date}.` : t`Your ${type} expires on ${date}.`;
    }
    case 'proofOfResidence':
      return t`Your proof of residence expires soon.`;
    case 'taxForm':
      return t`Your tax self-certification expires soon.`;
    case 'addressProof':
      return t`The proof of your address is out of date.`;
  }
}
