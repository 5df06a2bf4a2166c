import { Trans, useLingui } from '@lingui/react/macro';
import { type Loadable, LoadableView, pageLayout } from '@paydeck/accounts';
import { Button, TextField } from '@paydeck/ui';
import { useState } from 'react';
import type { Reputation } from '../api/commerce-schemas';
import * as styles from './merchant.css';

export interface ReputationScreenProps {
  /** null: nothing asked yet. */
  result: Loadable<readonly Reputation[]> | null;
  onSearch: (email: string) => void;
  onRetry: () => void;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** security/reputation: what Paydeck knows of a payer, searched by e-mail (trimmed). */
export function ReputationScreen(props: ReputationScreenProps) {
  const { t, i18n } = useLingui();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  return (
    <>
      <form
        noValidate
        className={styles.filters}
        aria-label={t`Search reputation by e-mail`}
        onSubmit={(event) => {
          event.preventDefault();
          const trimmed = email.trim();
          setInvalid(!EMAIL.test(trimmed));
          if (EMAIL.test(trimmed)) props.onSearch(trimmed);
        }}
      >
        <TextField
          label={t`Payer's e-mail`}
          type="email"
          value={email}
          onChange={setEmail}
          isInvalid={invalid}
          errorMessage={invalid ? t`Enter a valid e-mail, such as name@example.com.` : undefined}
        />
        <Button type="submit">
          <Trans>Search</Trans>
        </Button>
      </form>
      {props.result && (
        <LoadableView value={props.result} label={t`Searching`} onRetry={props.onRetry}>
          {(list) =>
            list.map((item) => (
              <dl key={item.email} className={pageLayout.facts} aria-label={item.email}>
                <div className={pageLayout.fact}>
                  <dt className={pageLayout.factLabel}>{t`E-mail`}</dt>
                  <dd className={pageLayout.factValue}>{item.email}</dd>
                </div>
                <div className={pageLayout.fact}>
                  <dt className={pageLayout.factLabel}>{t`Paydeck customer`}</dt>
                  <dd className={pageLayout.factValue}>
                    {item.registered && item.memberSince
                      ? t`Yes, since ${i18n.date(item.memberSince, { dateStyle: 'medium' })}`
                      : t`No`}
                  </dd>
                </div>
                <div className={pageLayout.fact}>
                  <dt className={pageLayout.factLabel}>{t`Subscriptions (canceled)`}</dt>
                  <dd className={pageLayout.factValue}>{`${item.subscriptions} (${item.canceledSubscriptions})`}</dd>
                </div>
                <div className={pageLayout.fact}>
                  <dt className={pageLayout.factLabel}>{t`Score`}</dt>
                  <dd className={pageLayout.factValue}>{t`${item.score} of 100`}</dd>
                </div>
              </dl>
            ))
          }
        </LoadableView>
      )}
    </>
  );
}
