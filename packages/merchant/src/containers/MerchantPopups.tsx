// The internal tools' popups, a chunk of their own asked for when one opens (the route stays light).
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Dialog } from '@paydeck/ui';
import { useMemo } from 'react';
import type { AllowedIpInput, ApiKeyInput, WebhookInput } from '../api/internal';
import type { AllowedIp, ApiKey, Webhook } from '../api/schemas';
import { FormDialog } from '../components/FormDialog';
import * as styles from '../components/merchant.css';
import { useProblemWords } from '../components/problem-words';
import { allowedIpSchema, apiKeySchema, webhookSchema } from '../components/webhook-rules';

export { ResponsePopup } from '@paydeck/ui';

interface EditProps<I, T> {
  item: T | null;
  onSubmit: (values: I) => Promise<unknown>;
  onClose: () => void;
}

export function WebhookPopup({ item, onSubmit, onClose }: EditProps<WebhookInput, Webhook>) {
  const { t } = useLingui();
  const word = useProblemWords();
  const schema = useMemo(() => webhookSchema(word), [word]);
  return (
    <FormDialog
      title={item ? t`Edit the webhook` : t`Add a webhook`}
      submitLabel={item ? t`Save` : t`Add`}
      enabledLabel={t`Enabled`}
      fields={[
        { name: 'name', label: t`Name` },
        {
          name: 'url',
          label: t`Address`,
          type: 'url',
          description: t`Public http or https address; private and local addresses are refused.`,
        },
      ]}
      defaults={{ name: item?.name ?? '', url: item?.url ?? '', enabled: item?.enabled ?? true }}
      schema={schema}
      onSubmit={(values) => onSubmit({ ...values, name: values.name.trim(), url: values.url.trim() })}
      onClose={onClose}
    />
  );
}

export function ApiKeyPopup({ item, onSubmit, onClose }: EditProps<ApiKeyInput, ApiKey>) {
  const { t } = useLingui();
  const word = useProblemWords();
  const schema = useMemo(() => apiKeySchema(word), [word]);
  return (
    <FormDialog
      title={item ? t`Edit the API key` : t`Create an API key`}
      submitLabel={item ? t`Save` : t`Create`}
      enabledLabel={t`Enabled`}
      fields={[{ name: 'name', label: t`Name` }]}
      defaults={{ name: item?.name ?? '', enabled: item?.enabled ?? true }}
      schema={schema}
      onSubmit={(values) => onSubmit({ ...values, name: values.name.trim() })}
      onClose={onClose}
    />
  );
}

export function AllowedIpPopup({ item, onSubmit, onClose }: EditProps<AllowedIpInput, AllowedIp>) {
  const { t } = useLingui();
  const word = useProblemWords();
  const schema = useMemo(() => allowedIpSchema(word), [word]);
  return (
    <FormDialog
      title={item ? t`Edit the allowed IP range` : t`Add an allowed IP range`}
      submitLabel={item ? t`Save` : t`Add`}
      enabledLabel={t`Enabled`}
      fields={[
        { name: 'name', label: t`Name` },
        { name: 'ipFrom', label: t`First address` },
        { name: 'ipTo', label: t`Last address`, isRequired: false, description: t`Empty: the first address only.` },
      ]}
      defaults={{
        name: item?.name ?? '',
        ipFrom: item?.ipFrom ?? '',
        ipTo: item?.ipTo ?? '',
        enabled: item?.enabled ?? true,
      }}
      schema={schema}
      onSubmit={(values) =>
        onSubmit({ ...values, name: values.name.trim(), ipFrom: values.ipFrom.trim(), ipTo: values.ipTo.trim() })
      }
      onClose={onClose}
    />
  );
}

/** Deleting is confirmed first. */
export function ConfirmDelete(props: { name: string; onConfirm: () => Promise<unknown>; onClose: () => void }) {
  const { t } = useLingui();
  return <ConfirmAction title={t`Delete ${props.name}?`} confirmLabel={t`Delete`} {...props} />;
}

/** An action that cannot be undone, confirmed first. */
export function ConfirmAction(props: {
  title: string;
  confirmLabel: string;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}) {
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && props.onClose()}
      title={props.title}
      role="alertdialog"
      actions={(close) => (
        <>
          <Button variant="secondary" onPress={close}>
            <Trans>Keep it</Trans>
          </Button>
          <Button onPress={() => void props.onConfirm()}>{props.confirmLabel}</Button>
        </>
      )}
    >
      <p>
        <Trans>This cannot be undone.</Trans>
      </p>
    </Dialog>
  );
}

/** A new API key or secret: shown this once; only its hash is kept. */
export function ShownOnce(props: { title: string; value: string; onClose: () => void }) {
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && props.onClose()}
      title={props.title}
      actions={(close) => (
        <Button onPress={close}>
          <Trans>I have copied it</Trans>
        </Button>
      )}
    >
      <p>
        <Trans>Copy it now: it is shown only this once.</Trans>
      </p>
      <code className={styles.secret}>{props.value}</code>
    </Dialog>
  );
}
