import { Trans, useLingui } from '@lingui/react/macro';
import { AccessRight } from '@paydeck/auth';
import { Button, ListOption, Select } from '@paydeck/ui';
import { useState } from 'react';
import type { Representative } from '../../api/company-people';
import { representativeKind } from '../../model/company-representatives';
import * as styles from '../common/common.css';
import { useAction } from '../common/useAction';
import { representativeKindText } from '../company/company-text';
import { AccessRightSelect } from './AccessRightSelect';

/** A representative who is not a user yet becomes one, with the rights chosen (none is refused). */
export function AddRepresentativeForm({
  candidates,
  onSubmit,
}: {
  candidates: readonly Representative[];
  onSubmit: (representativeId: number, accessRights: number) => Promise<unknown>;
}) {
  const { t, i18n } = useLingui();
  const [chosen, setChosen] = useState<number | null>(candidates[0]?.id ?? null);
  const [rights, setRights] = useState<number>(AccessRight.read);
  const [tried, setTried] = useState(false);
  const send = useAction(onSubmit);
  if (candidates.length === 0) {
    return (
      <p className={styles.muted}>
        <Trans>Every representative with an e-mail address is a user already.</Trans>
      </p>
    );
  }
  const items = candidates.map((candidate) => ({
    id: candidate.id,
    name: `${[candidate.firstName, candidate.lastName].filter(Boolean).join(' ')} (${i18n._(
      representativeKindText[representativeKind(candidate.typeId)].one,
    )})`,
  }));
  const rightsError =
    tried && rights === AccessRight.none ? t`Choose an access right other than no access.` : undefined;
  return (
    <form
      className={styles.form}
      noValidate
      aria-label={t`Add a representative as a user`}
      onSubmit={async (event) => {
        event.preventDefault();
        setTried(true);
        if (chosen === null || rights === AccessRight.none) return;
        if (await send.start(chosen, rights)) setTried(false);
      }}
    >
      <div className={styles.fields}>
        <Select label={t`Representative`} items={items} value={chosen} onChange={(key) => setChosen(Number(key))}>
          {(item) => <ListOption id={item.id}>{item.name}</ListOption>}
        </Select>
        <AccessRightSelect label={t`Access right`} value={rights} onChange={setRights} errorMessage={rightsError} />
      </div>
      {send.error && (
        <p role="alert" className={styles.reason}>
          {send.error}
        </p>
      )}
      <div>
        <Button type="submit" isLoading={send.pending}>
          <Trans>Make a user</Trans>
        </Button>
      </div>
    </form>
  );
}
