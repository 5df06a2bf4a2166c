import { Trans, useLingui } from '@lingui/react/macro';
import { type Loadable, LoadableView, pageLayout } from '@paydeck/accounts';
import { Button, ListOption, Select, TextField } from '@paydeck/ui';
import { revalidateLogic, useForm } from '@tanstack/react-form';
import { type ReactNode, useMemo } from 'react';
import * as v from 'valibot';
import type { IpnSettings } from '../api/commerce-schemas';
import { isHttpUrl } from './webhook-rules';
import * as styles from './merchant.css';

/** The payment statuses a notification may be sent for _(decided; the spec gives only the default 1)_. */
export const NOTIFY_STATUSES = [1, 2, 3] as const;

export interface IpnSettingsScreenProps {
  ipn: Loadable<IpnSettings>;
  statusId: Loadable<number>;
  onSaveIpn: (settings: { notifyUrl: string; notifyStatusId: number }) => Promise<unknown>;
  onSaveStatus: (statusId: number) => Promise<unknown>;
  onNewSecret: () => void;
  onRetry: () => void;
  notice?: ReactNode;
}

function StatusSelect(props: { label: string; value: number; onChange: (value: number) => void }) {
  const { t } = useLingui();
  const names: Record<number, string> = { 1: t`Completed payments`, 2: t`Pending payments`, 3: t`Refunded payments` };
  return (
    <Select
      label={props.label}
      selectedKey={String(props.value)}
      onSelectionChange={(key) => props.onChange(Number(key))}
    >
      {NOTIFY_STATUSES.map((id) => (
        <ListOption key={id} id={String(id)}>
          {names[id]}
        </ListOption>
      ))}
    </Select>
  );
}

const message = (errors: unknown[]) =>
  (errors.find((error) => typeof error === 'object' && error !== null && 'message' in error) as { message: string })
    ?.message;

function IpnForm(props: { settings: IpnSettings; onSave: IpnSettingsScreenProps['onSaveIpn'] }) {
  const { t } = useLingui();
  const schema = useMemo(
    () =>
      v.object({
        notifyUrl: v.pipe(
          v.string(),
          v.trim(),
          v.check(
            (url) => url === '' || isHttpUrl(url),
            t`Enter an http or https address, such as https://shop.example/hook.`,
          ),
        ),
        notifyStatusId: v.number(),
      }),
    [t],
  );
  const form = useForm({
    defaultValues: { notifyUrl: props.settings.notifyUrl, notifyStatusId: props.settings.notifyStatusId || 1 },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schema },
    onSubmit: async ({ value }) => {
      await props.onSave({ notifyUrl: value.notifyUrl.trim(), notifyStatusId: value.notifyStatusId });
    },
  });
  return (
    <form
      className={styles.form}
      noValidate
      aria-label={t`IPN settings`}
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <form.Field name="notifyUrl">
        {(field) => (
          <TextField
            label={t`Notification address (notifyUrl)`}
            type="url"
            value={field.state.value}
            onChange={field.handleChange}
            onBlur={field.handleBlur}
            description={t`Each payment is sent here, signed with your secret. Empty: none is sent.`}
            isInvalid={!!message(field.state.meta.errors)}
            errorMessage={message(field.state.meta.errors)}
          />
        )}
      </form.Field>
      <form.Field name="notifyStatusId">
        {(field) => <StatusSelect label={t`Notify for`} value={field.state.value} onChange={field.handleChange} />}
      </form.Field>
      <div className={styles.filters}>
        <Button type="submit">
          <Trans>Save the IPN settings</Trans>
        </Button>
      </div>
    </form>
  );
}

/** ipn/settings: where IPN messages go and for which status; the payment-notification status and secret. */
export function IpnSettingsScreen(props: IpnSettingsScreenProps) {
  const { t } = useLingui();
  return (
    <>
      {props.notice}
      <LoadableView value={props.ipn} label={t`Loading the settings`} onRetry={props.onRetry}>
        {(settings) => <IpnForm settings={settings} onSave={props.onSaveIpn} />}
      </LoadableView>
      <section className={styles.part} aria-labelledby="payment-notifications">
        <h3 id="payment-notifications" className={styles.partTitle}>
          <Trans>Payment notifications</Trans>
        </h3>
        <LoadableView value={props.statusId} label={t`Loading the settings`} onRetry={props.onRetry}>
          {(statusId) => (
            <StatusSelect
              label={t`Notify payments with status`}
              value={statusId}
              onChange={(next) => void props.onSaveStatus(next)}
            />
          )}
        </LoadableView>
        <p className={pageLayout.muted}>
          <Trans>
            Webhooks and IPN messages are signed with your secret. A new secret is shown once and replaces the old one
            at once.
          </Trans>
        </p>
        <div className={pageLayout.actions}>
          <Button variant="secondary" onPress={props.onNewSecret}>
            <Trans>Make a new secret</Trans>
          </Button>
        </div>
      </section>
    </>
  );
}
