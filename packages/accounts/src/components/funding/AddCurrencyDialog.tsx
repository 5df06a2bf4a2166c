import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Dialog, ListOption, Select } from '@paydeck/ui';
import { useState } from 'react';
import type { AddedAccount, AvailableCurrency } from '../../api/accounts';
import * as layout from '../common/layout.css';
import { Failure, type Loadable, LoadableView } from '../common/Loadable';

export interface AddCurrencyDialogProps {
  isOpen: boolean;
  onClose: () => void;
  currencies: Loadable<AvailableCurrency[]>;
  onAdd: (currencyCode: string) => void;
  busy: boolean;
  error?: string | null | undefined;
  added?: AddedAccount | null | undefined;
  onRetry?: () => void;
}

/** Opens a payment account in one more currency (those the person has no account in). */
export function AddCurrencyDialog({
  isOpen,
  onClose,
  currencies,
  onAdd,
  busy,
  error,
  added,
  onRetry,
}: AddCurrencyDialogProps) {
  const { t } = useLingui();
  const [code, setCode] = useState<string | null>(null);
  return (
    <Dialog isOpen={isOpen} onOpenChange={(open) => !open && onClose()} title={t`Add a currency`}>
      {added ? (
        <p role="status" className={layout.successMessage}>
          <Trans>
            Your {added.currencyCode} account {added.accountNumber} is open.
          </Trans>
        </p>
      ) : (
        <LoadableView value={currencies} label={t`Loading currencies`} onRetry={onRetry}>
          {(list) =>
            list.length === 0 ? (
              <p className={layout.text}>
                <Trans>You already hold an account in every currency we offer.</Trans>
              </p>
            ) : (
              <form
                className={layout.list}
                onSubmit={(event) => {
                  event.preventDefault();
                  if (code) onAdd(code);
                }}
              >
                <Select
                  label={t`Currency`}
                  items={list.map((item) => ({ id: item.currencyCode, name: `${item.currencyCode} · ${item.name}` }))}
                  selectedKey={code}
                  onSelectionChange={(key) => setCode(key === null ? null : String(key))}
                  isRequired
                >
                  {(item) => <ListOption id={item.id}>{item.name}</ListOption>}
                </Select>
                {error && <Failure message={error} />}
                <div className={layout.actions}>
                  <Button type="submit" isDisabled={!code} isLoading={busy}>
                    <Trans>Open the account</Trans>
                  </Button>
                </div>
              </form>
            )
          }
        </LoadableView>
      )}
    </Dialog>
  );
}
