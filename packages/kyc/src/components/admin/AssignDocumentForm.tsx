import { Trans, useLingui } from '@lingui/react/macro';
import { Button, ListOption, Select } from '@paydeck/ui';
import { useState } from 'react';
import { type AssignTarget, assignTargets, type DocumentAssignment } from '../../api/company-admin';
import * as styles from '../common/common.css';
import { useAction } from '../common/useAction';
import { assignTargetText, targetNeeds } from './admin-text';

export interface AssignChoices {
  representatives: readonly { id: number; name: string }[];
  addresses: readonly { id: number; name: string }[];
}

/** Assigns one unassigned document: where it goes, and to whom or which address when the target asks. */
export function AssignDocumentForm({
  documentId,
  documentName,
  choices,
  onAssign,
}: {
  documentId: number;
  documentName: string;
  choices: AssignChoices;
  onAssign: (assignment: DocumentAssignment) => Promise<unknown>;
}) {
  const { t, i18n } = useLingui();
  const [target, setTarget] = useState<AssignTarget>('corporate');
  const [representativeId, setRepresentativeId] = useState<number | null>(null);
  const [addressId, setAddressId] = useState<number | null>(null);
  const [tried, setTried] = useState(false);
  const assign = useAction(onAssign);
  const needs = targetNeeds(target);
  const missing =
    (needs === 'representative' && representativeId === null) || (needs === 'address' && addressId === null);
  const targets = assignTargets.map((id) => ({ id, name: i18n._(assignTargetText[id]) }));
  return (
    <form
      className={styles.form}
      noValidate
      aria-label={t`Assign ${documentName}`}
      onSubmit={async (event) => {
        event.preventDefault();
        setTried(true);
        if (missing) return;
        await assign.start({
          documentId,
          target,
          representativeId: needs === 'representative' ? (representativeId ?? undefined) : undefined,
          addressId: needs === 'address' ? (addressId ?? undefined) : undefined,
        });
      }}
    >
      <div className={styles.fields}>
        <Select label={t`Assign to`} items={targets} value={target} onChange={(key) => setTarget(key as AssignTarget)}>
          {(item) => <ListOption id={item.id}>{item.name}</ListOption>}
        </Select>
        {needs === 'representative' && (
          <Select
            label={t`Representative`}
            items={choices.representatives}
            value={representativeId}
            onChange={(key) => setRepresentativeId(Number(key))}
            isRequired
            isInvalid={tried && representativeId === null}
            errorMessage={tried && representativeId === null ? t`Choose the representative.` : undefined}
          >
            {(item) => <ListOption id={item.id}>{item.name}</ListOption>}
          </Select>
        )}
        {needs === 'address' && (
          <Select
            label={t`Address`}
            items={choices.addresses}
            value={addressId}
            onChange={(key) => setAddressId(Number(key))}
            isRequired
            isInvalid={tried && addressId === null}
            errorMessage={tried && addressId === null ? t`Choose the address.` : undefined}
          >
            {(item) => <ListOption id={item.id}>{item.name}</ListOption>}
          </Select>
        )}
      </div>
      {assign.error && (
        <p role="alert" className={styles.reason}>
          {assign.error}
        </p>
      )}
      <div>
        <Button type="submit" size="small" isLoading={assign.pending}>
          <Trans>Assign</Trans>
        </Button>
      </div>
    </form>
  );
}
