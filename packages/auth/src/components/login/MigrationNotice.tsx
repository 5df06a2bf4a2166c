import { Plural, Trans } from '@lingui/react/macro';
import type { Migration } from '@paydeck/api-client';
import { NativeButton, NativeLink } from '@paydeck/ui';
import * as styles from '../layout/layout.css';
import { Message } from '../layout/PublicPage';

export interface StoreLinks {
  appStoreUrl: string;
  googlePlayUrl: string;
}

export interface MigrationNoticeProps {
  migration: Migration;
  brandName: string;
  stores: StoreLinks;
  onContinue: () => void;
  onCancel: () => void;
}

/**
 * The move to a push-based second factor: soft (continue allowed, days left shown) or strict
 * (cannot continue); strategy migrate (move the second factor) or enable (turn it on).
 */
export function MigrationNotice({ migration, brandName, stores, onContinue, onCancel }: MigrationNoticeProps) {
  const strict = migration.type === 'strict';
  const daysLeft = migration.daysLeft ?? 0;
  return (
    <section className={styles.form} aria-labelledby="migration-title">
      <h1 id="migration-title" className={styles.title}>
        {migration.strategy === 'enable' ? (
          <Trans>Turn on approval in the {brandName} app</Trans>
        ) : (
          <Trans>Move your second factor to the {brandName} app</Trans>
        )}
      </h1>
      {strict ? (
        <Message tone="error" title={<Trans>You cannot continue yet</Trans>}>
          {migration.strategy === 'enable' ? (
            <Trans>
              Signing in now needs approval in the mobile app. Install the app, turn on approval there, then sign in
              again.
            </Trans>
          ) : (
            <Trans>
              Signing in now needs approval in the mobile app. Install the app, move your second factor there, then sign
              in again.
            </Trans>
          )}
        </Message>
      ) : (
        <Message tone="notice">
          <Plural
            value={daysLeft}
            _0="Today is the last day to switch to approval in the mobile app."
            one="You have # day left to switch to approval in the mobile app."
            other="You have # days left to switch to approval in the mobile app."
          />
        </Message>
      )}
      <p className={styles.text}>
        <Trans>Get the app:</Trans>{' '}
        <NativeLink href={stores.appStoreUrl} target="_blank" rel="noreferrer">
          <Trans>App Store</Trans>
        </NativeLink>
        {' · '}
        <NativeLink href={stores.googlePlayUrl} target="_blank" rel="noreferrer">
          <Trans>Google Play</Trans>
        </NativeLink>
      </p>
      <div className={styles.actions}>
        {strict ? (
          <NativeButton onClick={onCancel}>
            <Trans>Back to sign in</Trans>
          </NativeButton>
        ) : (
          <>
            <NativeButton onClick={onContinue}>
              <Trans>Continue</Trans>
            </NativeButton>
            <NativeButton variant="quiet" onClick={onCancel}>
              <Trans>Cancel</Trans>
            </NativeButton>
          </>
        )}
      </div>
    </section>
  );
}
