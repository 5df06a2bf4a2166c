import { Trans, useLingui } from '@lingui/react/macro';
import { Button, TextField } from '@paydeck/ui';
import { useState } from 'react';
import { ALIAS_MAX_LENGTH, aliasProblem } from '../../model/alias';
import { unsafeText } from '../../model/free-text';
import { useTextWords } from '../common/text-words';
import type { ActionState } from '../common/action-state';
import { ActionDialog, Done } from './ActionDialog';
import * as styles from './actions.css';

export interface RenameDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** The card's own name now ('' when it has none). */
  currentName: string;
  /** Runs with the new name, trimmed; answers the name the server stored. */
  state: ActionState<string, string>;
}

/** Gives the card a name of its own (1 to 40 characters). */
export function RenameDialog({ isOpen, onClose, currentName, state }: RenameDialogProps) {
  const { t } = useLingui();
  const words = useTextWords();
  const [name, setName] = useState(currentName);
  const [tried, setTried] = useState(false);
  const problem = aliasProblem(name) ?? unsafeText(name);
  const max = ALIAS_MAX_LENGTH;
  const message = problem === 'required' ? t`Enter a name for the card.` : problem ? words(problem, max) : null;
  return (
    <ActionDialog
      isOpen={isOpen}
      onClose={onClose}
      title={t`Rename the card`}
      state={state}
      done={(stored) => (
        <Done>
          <Trans>The card is now called “{stored}”.</Trans>
        </Done>
      )}
    >
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (problem === null) state.run(name.trim());
        }}
      >
        <TextField
          label={t`Card name`}
          description={t`Up to ${max} characters, for you to tell your cards apart.`}
          value={name}
          onChange={setName}
          isRequired
          autoComplete="off"
          isInvalid={tried && problem !== null}
          errorMessage={message}
          validationBehavior="aria"
        />
        <div className={styles.buttons}>
          <Button variant="secondary" onPress={onClose} isDisabled={state.busy}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" isLoading={state.busy}>
            <Trans>Save the name</Trans>
          </Button>
        </div>
      </form>
    </ActionDialog>
  );
}
