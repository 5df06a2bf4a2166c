import { Trans, useLingui } from '@lingui/react/macro';
import { Button, EmptyState, ListOption, Select, TextField } from '@paydeck/ui';
import { type FormEvent, useState } from 'react';
import { type BlacklistEntry, type BlockType, blockTypes } from '../../api/security';
import { isValidEmail } from '../../model/email';
import { type Loadable, LoadableView } from '../common/Loadable';
import * as styles from '../layout/layout.css';
import { Message } from '../layout/PublicPage';
import { blockTypeLabels } from './labels';

export interface BlacklistSectionProps {
  blacklist: Loadable<readonly BlacklistEntry[]>;
  onAdd: (entry: BlacklistEntry) => void;
  adding: boolean;
  /** Bumped after an addition: empties the form. */
  addedCount: number;
  onDelete: (entry: BlacklistEntry) => void;
  deleting?: string | undefined;
  error?: string | undefined;
  success?: string | undefined;
  onRetry: () => void;
}

/** The blacklist: e-mails blocked from sending you payments or invoices. */
export function BlacklistSection(props: BlacklistSectionProps) {
  const { blacklist, onDelete, deleting, error, success, onRetry, addedCount } = props;
  const { t, i18n } = useLingui();
  return (
    <section className={styles.section} aria-labelledby="blacklist-title">
      <h2 id="blacklist-title" className={styles.subtitle}>
        <Trans>Blacklist</Trans>
      </h2>
      {error && <Message tone="error">{error}</Message>}
      {success && <Message tone="success">{success}</Message>}
      <AddForm key={addedCount} {...props} />
      <LoadableView value={blacklist} label={t`Loading the blacklist`} onRetry={onRetry}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState headingLevel={3} title={t`Nobody is blocked`} />
          ) : (
            <ul className={styles.list}>
              {list.map((entry) => (
                <li key={entry.email} className={styles.listItem}>
                  <span>
                    <strong>{entry.email}</strong>
                    <br />
                    <span className={styles.muted}>{i18n._(blockTypeLabels[entry.blockType])}</span>
                  </span>
                  <Button
                    variant="danger"
                    size="small"
                    isLoading={deleting === entry.email}
                    onPress={() => onDelete(entry)}
                    aria-label={t`Unblock ${entry.email}`}
                  >
                    <Trans>Unblock</Trans>
                  </Button>
                </li>
              ))}
            </ul>
          )
        }
      </LoadableView>
    </section>
  );
}

function AddForm({ onAdd, adding }: Pick<BlacklistSectionProps, 'onAdd' | 'adding'>) {
  const { t, i18n } = useLingui();
  const [email, setEmail] = useState('');
  const [blockType, setBlockType] = useState<BlockType>('all');
  const [checked, setChecked] = useState(false);
  const problem =
    email.trim() === ''
      ? t`Enter an e-mail address.`
      : !isValidEmail(email.trim())
        ? t`Enter a valid e-mail address.`
        : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (!problem) onAdd({ email: email.trim(), blockType });
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t`Block an e-mail address`}>
      <div className={styles.fieldRow}>
        <TextField
          label={t`E-mail to block`}
          type="email"
          value={email}
          onChange={setEmail}
          isRequired
          isInvalid={checked && problem !== undefined}
          errorMessage={problem}
        />
        <Select label={t`Block`} selectedKey={blockType} onSelectionChange={(key) => setBlockType(key as BlockType)}>
          {blockTypes.map((type) => (
            <ListOption key={type} id={type}>
              {i18n._(blockTypeLabels[type])}
            </ListOption>
          ))}
        </Select>
      </div>
      <div className={styles.actions}>
        <Button type="submit" isLoading={adding}>
          <Trans>Block</Trans>
        </Button>
      </div>
    </form>
  );
}
