import { Trans, useLingui } from '@lingui/react/macro';
import type { Device, NewDevice } from '@paydeck/api-client';
import { Button, Dialog, EmptyState, Radio, RadioGroup, TextField } from '@paydeck/ui';
import { type FormEvent, useState } from 'react';
import { type Loadable, LoadableView } from '../common/Loadable';
import * as styles from '../layout/layout.css';
import { Message } from '../layout/PublicPage';

export interface DevicesSectionProps {
  devices: Loadable<readonly Device[]>;
  formatDate: (iso: string) => string;
  onRemove: (device: Device) => void;
  /** The id of the device being removed. */
  removing?: string | number | undefined;
  onLink: (device: NewDevice) => void;
  linking: boolean;
  /** Bumped when a device was linked: closes the dialog. */
  linkedCount: number;
  error?: string | undefined;
  success?: string | undefined;
  onRetry: () => void;
}

/** Linked devices of the token service: list, remove, link a new one (name, code, type android or ios). */
export function DevicesSection(props: DevicesSectionProps) {
  const { devices, formatDate, onRemove, removing, error, success, onRetry } = props;
  const { t } = useLingui();
  const [confirming, setConfirming] = useState<Device>();
  return (
    <section className={styles.section} aria-labelledby="devices-title">
      <h2 id="devices-title" className={styles.subtitle}>
        <Trans>Linked devices</Trans>
      </h2>
      {error && <Message tone="error">{error}</Message>}
      {success && <Message tone="success">{success}</Message>}
      <LoadableView value={devices} label={t`Loading your devices`} onRetry={onRetry}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState
              headingLevel={3}
              title={t`No linked device`}
              description={t`Link your phone to approve sign-ins and payments.`}
            />
          ) : (
            <ul className={styles.list}>
              {list.map((device) => (
                <li key={String(device.id)} className={styles.listItem}>
                  <span>
                    <strong>{device.name}</strong>{' '}
                    <span className={styles.muted}>{device.type === 'ios' ? 'iOS' : 'Android'}</span>
                    <br />
                    <span className={styles.muted}>
                      {[
                        device.location,
                        device.lastActivityAt ? t`Last active ${formatDate(device.lastActivityAt)}` : null,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  </span>
                  <Button
                    variant="danger"
                    size="small"
                    isLoading={removing === device.id}
                    onPress={() => setConfirming(device)}
                    aria-label={t`Remove ${device.name}`}
                  >
                    <Trans>Remove</Trans>
                  </Button>
                </li>
              ))}
            </ul>
          )
        }
      </LoadableView>
      <LinkDevice {...props} />
      <Dialog
        title={t`Remove this device?`}
        role="alertdialog"
        isOpen={confirming !== undefined}
        onOpenChange={(open) => !open && setConfirming(undefined)}
        actions={(close) => (
          <>
            <Button variant="secondary" onPress={close}>
              <Trans>Keep it</Trans>
            </Button>
            <Button
              variant="danger"
              onPress={() => {
                if (confirming) onRemove(confirming);
                close();
              }}
            >
              <Trans>Remove</Trans>
            </Button>
          </>
        )}
      >
        <p>
          <Trans>{confirming?.name} will no longer approve your sign-ins and payments.</Trans>
        </p>
      </Dialog>
    </section>
  );
}

/** The link-new-device popup: name, the code the app shows, and its system. */
function LinkDevice({
  onLink,
  linking,
  linkedCount,
  error,
}: Pick<DevicesSectionProps, 'onLink' | 'linking' | 'linkedCount' | 'error'>) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [seen, setSeen] = useState(linkedCount);
  if (seen !== linkedCount) {
    setSeen(linkedCount);
    setOpen(false);
  }
  return (
    <>
      <div className={styles.actions}>
        <Button variant="secondary" onPress={() => setOpen(true)}>
          <Trans>Link a new device</Trans>
        </Button>
      </div>
      <Dialog title={t`Link a new device`} isOpen={open} onOpenChange={setOpen}>
        <LinkDeviceForm onLink={onLink} linking={linking} error={error} />
      </Dialog>
    </>
  );
}

function LinkDeviceForm({ onLink, linking, error }: Pick<DevicesSectionProps, 'onLink' | 'linking' | 'error'>) {
  const { t } = useLingui();
  const [name, setName] = useState('');
  const [code, setCode] = useState('');
  const [type, setType] = useState<'android' | 'ios' | ''>('');
  const [checked, setChecked] = useState(false);
  const problems = {
    name: name.trim() === '' ? t`Enter a name for the device.` : undefined,
    code: code.trim() === '' ? t`Enter the code the app shows.` : undefined,
    type: type === '' ? t`Choose the device's system.` : undefined,
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (problems.name || problems.code || type === '') return;
    onLink({ name: name.trim(), code: code.trim(), type });
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {error && <Message tone="error">{error}</Message>}
      <TextField
        label={t`Device name`}
        value={name}
        onChange={setName}
        isRequired
        isInvalid={checked && !!problems.name}
        errorMessage={problems.name}
      />
      <TextField
        label={t`Code from the app`}
        value={code}
        onChange={setCode}
        isRequired
        isInvalid={checked && !!problems.code}
        errorMessage={problems.code}
      />
      <RadioGroup
        label={t`System`}
        value={type}
        onChange={(value) => setType(value as 'android' | 'ios')}
        isRequired
        isInvalid={checked && !!problems.type}
        errorMessage={problems.type}
        orientation="horizontal"
      >
        <Radio value="android">Android</Radio>
        <Radio value="ios">iOS</Radio>
      </RadioGroup>
      <Button type="submit" isLoading={linking}>
        <Trans>Link the device</Trans>
      </Button>
    </form>
  );
}
