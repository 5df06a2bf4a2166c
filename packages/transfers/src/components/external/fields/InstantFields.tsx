import { Trans, useLingui } from '@lingui/react/macro';
import { ListOption, Select } from '@paydeck/ui';
import { useEffect, useState } from 'react';
import type { InstantInfo } from '../../../api/external-lookups';
import { type InstantKeyType, instantKeyTypes } from '../../../api/external-transfers';
import type { ExternalData, ExternalLookups } from '../types';
import type { ExternalFormKit } from '../useExternalForm';
import { BoundSelect } from './BoundSelect';
import { BoundText } from './BoundText';

type Holder = { kind: 'idle' | 'loading' | 'failed' } | { kind: 'found'; info: InstantInfo };

/** Instant: the payee's key (its holder looked up with `instantKeyInfo`), or an account at a bank of the scheme. */
export function InstantFields({
  kit,
  data,
  lookups,
  keyProblem,
}: {
  kit: ExternalFormKit;
  data: ExternalData;
  lookups: ExternalLookups;
  /** True while the typed key breaks its rule (never looked up then). */
  keyProblem: boolean;
}) {
  const { t } = useLingui();
  const labels: Record<InstantKeyType, string> = {
    email: t`E-mail`,
    phone: t`Phone`,
    taxId: t`Tax number`,
    random: t`Random key`,
    account: t`Account at a bank`,
  };
  const { instantKey, instantKeyType, taxId } = kit.values;
  const [holder, setHolder] = useState<Holder>({ kind: 'idle' });
  const asked = instantKeyType !== 'account' && instantKey.trim() !== '' && !keyProblem;
  useEffect(() => {
    if (!asked) {
      setHolder({ kind: 'idle' });
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      setHolder({ kind: 'loading' });
      lookups
        .instantKey({ instantKey: instantKey.trim(), instantKeyType, ...(taxId.trim() ? { taxId: taxId.trim() } : {}) })
        .then(
          (info) => live && setHolder({ kind: 'found', info }),
          () => live && setHolder({ kind: 'failed' }),
        );
    }, 400);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [asked, instantKey, instantKeyType, taxId, lookups]);
  const banks = data.banks?.kind === 'ready' ? data.banks.data : [];
  const name = holder.kind === 'found' ? holder.info.name : '';
  const bank = holder.kind === 'found' ? (holder.info.bankName ?? '') : '';
  return (
    <>
      <kit.form.Field name="instantKeyType">
        {(field) => (
          <Select
            label={t`Payee's key type`}
            items={instantKeyTypes.map((id) => ({ id, label: labels[id] }))}
            value={field.state.value}
            onChange={(key) => key !== null && field.handleChange(key as InstantKeyType)}
          >
            {(item: { id: string; label: string }) => (
              <ListOption id={item.id} textValue={item.label}>
                {item.label}
              </ListOption>
            )}
          </Select>
        )}
      </kit.form.Field>
      <BoundText
        kit={kit}
        name="instantKey"
        label={instantKeyType === 'account' ? t`Account number` : t`Payee's key`}
        isRequired
        description={
          <span role="status">
            {holder.kind === 'loading' && <Trans>Looking up the key…</Trans>}
            {holder.kind === 'found' && (
              <Trans>
                Pays to {name} {bank}
              </Trans>
            )}
            {holder.kind === 'failed' && <Trans>Nobody is registered with this key.</Trans>}
          </span>
        }
      />
      <BoundText kit={kit} name="taxId" label={t`Payee's tax number (optional)`} />
      {instantKeyType === 'account' && (
        <BoundSelect
          kit={kit}
          name="bankCode"
          label={t`Bank`}
          isRequired
          options={banks.map((b) => ({ id: b.bankCode, label: b.bankName }))}
        />
      )}
    </>
  );
}
