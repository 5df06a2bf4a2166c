import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Dialog, EmptyState, Switch, TextField } from '@paydeck/ui';
import { type FormEvent, useState } from 'react';
import type { IpWhitelist, WhitelistIp } from '../../api/security';
import { ipRangeProblem } from '../../model/ip';
import { type Loadable, LoadableView } from '../common/Loadable';
import * as styles from '../layout/layout.css';
import { Message } from '../layout/PublicPage';

export interface IpWhitelistSectionProps {
  whitelist: Loadable<IpWhitelist>;
  formatDate: (iso: string) => string;
  onModeChange: (on: boolean) => void;
  modeBusy: boolean;
  onAdd: (entry: { ip: string; toIp?: string | undefined }) => void;
  adding: boolean;
  addedCount: number;
  onDelete: (entry: WhitelistIp) => void;
  deleting?: string | number | undefined;
  error?: string | undefined;
  onRetry: () => void;
}

/** The IP whitelist: when on, signing in works only from these addresses. */
export function IpWhitelistSection(props: IpWhitelistSectionProps) {
  const { whitelist, formatDate, onModeChange, modeBusy, onDelete, deleting, error, onRetry } = props;
  const { t } = useLingui();
  return (
    <section className={styles.section} aria-labelledby="ip-title">
      <h2 id="ip-title" className={styles.subtitle}>
        <Trans>IP whitelist</Trans>
      </h2>
      {error && <Message tone="error">{error}</Message>}
      <LoadableView value={whitelist} label={t`Loading the IP whitelist`} onRetry={onRetry}>
        {(data) => (
          <>
            <Switch isSelected={data.mode === 'on'} onChange={onModeChange} isDisabled={modeBusy}>
              <Trans>Allow sign-in only from the addresses below</Trans>
            </Switch>
            {data.accessIpList.length === 0 ? (
              <EmptyState
                headingLevel={3}
                title={t`No address yet`}
                description={t`Add the addresses or ranges you sign in from.`}
              />
            ) : (
              <ul className={styles.list}>
                {data.accessIpList.map((entry) => (
                  <li key={String(entry.id)} className={styles.listItem}>
                    <span>
                      <strong>{entry.toIp ? `${entry.ip} – ${entry.toIp}` : entry.ip}</strong>
                      {entry.created && (
                        <>
                          <br />
                          <span className={styles.muted}>
                            <Trans>Added {formatDate(entry.created)}</Trans>
                          </span>
                        </>
                      )}
                    </span>
                    <Button
                      variant="danger"
                      size="small"
                      isLoading={deleting === entry.id}
                      onPress={() => onDelete(entry)}
                      aria-label={t`Delete ${entry.ip}`}
                    >
                      <Trans>Delete</Trans>
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </LoadableView>
      <AddIp {...props} />
    </section>
  );
}

function AddIp({
  onAdd,
  adding,
  addedCount,
  error,
}: Pick<IpWhitelistSectionProps, 'onAdd' | 'adding' | 'addedCount' | 'error'>) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [seen, setSeen] = useState(addedCount);
  if (seen !== addedCount) {
    setSeen(addedCount);
    setOpen(false);
  }
  return (
    <>
      <div className={styles.actions}>
        <Button variant="secondary" onPress={() => setOpen(true)}>
          <Trans>Add an address</Trans>
        </Button>
      </div>
      <Dialog title={t`Add to the IP whitelist`} isOpen={open} onOpenChange={setOpen}>
        <AddIpForm onAdd={onAdd} adding={adding} error={error} />
      </Dialog>
    </>
  );
}

function AddIpForm({ onAdd, adding, error }: Pick<IpWhitelistSectionProps, 'onAdd' | 'adding' | 'error'>) {
  const { t } = useLingui();
  const [ip, setIp] = useState('');
  const [toIp, setToIp] = useState('');
  const [checked, setChecked] = useState(false);
  const problem = ipRangeProblem(ip.trim(), toIp.trim());

  function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (!problem) onAdd({ ip: ip.trim(), toIp: toIp.trim() || undefined });
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {error && <Message tone="error">{error}</Message>}
      <TextField
        label={t`IP address`}
        value={ip}
        onChange={setIp}
        isRequired
        description={t`IPv4 or IPv6, e.g. 203.0.113.7`}
        isInvalid={checked && problem === 'ip'}
        errorMessage={t`Enter a valid IP address.`}
      />
      <TextField
        label={t`Up to (for a range)`}
        value={toIp}
        onChange={setToIp}
        isInvalid={checked && (problem === 'toIp' || problem === 'order')}
        errorMessage={
          problem === 'order' ? t`The range must end after it starts.` : t`Enter a valid IP address of the same kind.`
        }
      />
      <Button type="submit" isLoading={adding}>
        <Trans>Add</Trans>
      </Button>
    </form>
  );
}
