import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Link, TextField } from '@paydeck/ui';
import { type FormEvent, useState } from 'react';
import type { StoreLinks } from '../login/MigrationNotice';
import * as styles from '../layout/layout.css';
import { Message } from '../layout/PublicPage';

export interface ScpMobileProps {
  brandName: string;
  /** Opens the installed app. */
  appLink: string;
  stores: StoreLinks;
  onSendLinks: (phoneNumber: string) => void;
  sendState: 'idle' | 'sending' | 'sent' | 'failed';
  onContinueInBrowser: () => void;
}

/** The hand-off to the mobile app for phones and tablets: open it, get it, or have the links sent by SMS. */
export function ScpMobile({ brandName, appLink, stores, onSendLinks, sendState, onContinueInBrowser }: ScpMobileProps) {
  const { t } = useLingui();
  const [phone, setPhone] = useState('');
  const [checked, setChecked] = useState(false);
  const problem = /^\+?[0-9 ]{6,20}$/.test(phone.trim())
    ? undefined
    : t`Enter a phone number with its country code, e.g. +37061234567.`;

  function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (!problem) onSendLinks(phone.replace(/\s/g, ''));
  }

  return (
    <section className={styles.form} aria-labelledby="scp-title">
      <h1 id="scp-title" className={styles.title}>
        <Trans>Use the {brandName} app on this device</Trans>
      </h1>
      <p className={styles.text}>
        <Trans>On phones and tablets your account works in the mobile app.</Trans>
      </p>
      <p className={styles.text}>
        <Link href={appLink}>
          <strong>
            <Trans>Open the app</Trans>
          </strong>
        </Link>
      </p>
      <p className={styles.text}>
        <Trans>Not installed yet?</Trans>{' '}
        <Link href={stores.appStoreUrl} target="_blank" rel="noreferrer">
          <Trans>App Store</Trans>
        </Link>
        {' · '}
        <Link href={stores.googlePlayUrl} target="_blank" rel="noreferrer">
          <Trans>Google Play</Trans>
        </Link>
      </p>
      <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="scp-sms-title">
        <h2 id="scp-sms-title" className={styles.subtitle}>
          <Trans>Get the download links by SMS</Trans>
        </h2>
        <TextField
          label={t`Phone number`}
          type="tel"
          autoComplete="tel"
          value={phone}
          onChange={setPhone}
          isInvalid={checked && problem !== undefined}
          errorMessage={problem}
        />
        {sendState === 'sent' && (
          <Message tone="success">
            <Trans>We sent the links. Check your messages.</Trans>
          </Message>
        )}
        {sendState === 'failed' && (
          <Message tone="error">
            <Trans>The SMS could not be sent. Check the number and try again.</Trans>
          </Message>
        )}
        <Button type="submit" variant="secondary" isLoading={sendState === 'sending'}>
          <Trans>Send the links</Trans>
        </Button>
      </form>
      <Button variant="link" onPress={onContinueInBrowser}>
        <Trans>Continue in the browser</Trans>
      </Button>
    </section>
  );
}
