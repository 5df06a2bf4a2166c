import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Radio, RadioGroup, StatusBadge } from '@paydeck/ui';
import { type FormEvent, useState } from 'react';
import { type TwoStepMode, type TwoStepType, twoStepModes, twoStepTypes } from '../../api/security';
import * as styles from '../layout/layout.css';
import { Message } from '../layout/PublicPage';
import { currentTwoStepTone, twoStepModeLabels, twoStepOffWarnings, twoStepTypeLabels } from './labels';

export interface TwoStepSectionProps {
  /** The current type per mode (from customer info: login2faMode, transactionApproveMode). */
  current: Record<TwoStepMode, TwoStepType>;
  onRequest: (mode: TwoStepMode, type: TwoStepType) => void;
  /** The mode whose change is being sent. */
  busyMode?: TwoStepMode | undefined;
  error?: string | undefined;
  success?: string | undefined;
}

function ModeForm({
  mode,
  current,
  onRequest,
  busy,
}: {
  mode: TwoStepMode;
  current: TwoStepType;
  onRequest: TwoStepSectionProps['onRequest'];
  busy: boolean;
}) {
  const { i18n } = useLingui();
  const [chosen, setChosen] = useState<TwoStepType>(current);
  const warningId = `two-step-off-${mode}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen !== current) onRequest(mode, chosen);
  };
  return (
    <form className={styles.form} onSubmit={submit}>
      <RadioGroup
        label={i18n._(twoStepModeLabels[mode])}
        value={chosen}
        onChange={(value) => setChosen(value as TwoStepType)}
        aria-describedby={current === 'none' ? warningId : undefined}
      >
        {twoStepTypes.map((type) => (
          <Radio key={type} value={type}>
            {i18n._(twoStepTypeLabels[type])}
            {type === current && (
              <>
                {' '}
                <StatusBadge tone={currentTwoStepTone(type)}>
                  <Trans>Current</Trans>
                </StatusBadge>
              </>
            )}
          </Radio>
        ))}
      </RadioGroup>
      {current === 'none' && (
        <p id={warningId} className={styles.warningNote}>
          {i18n._(twoStepOffWarnings[mode])}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" isDisabled={chosen === current} isLoading={busy}>
          <Trans>Save</Trans>
        </Button>
      </div>
    </form>
  );
}

/** Two-step verification: the second factor for signing in and for approving payments. */
export function TwoStepSection({ current, onRequest, busyMode, error, success }: TwoStepSectionProps) {
  return (
    <section className={styles.section} aria-labelledby="two-step-title">
      <h2 id="two-step-title" className={styles.subtitle}>
        <Trans>Two-step verification</Trans>
      </h2>
      <p className={styles.muted}>
        <Trans>A change is confirmed with a code or on your phone before it applies.</Trans>
      </p>
      {error && <Message tone="error">{error}</Message>}
      {success && <Message tone="success">{success}</Message>}
      <div className={styles.fieldRow}>
        {twoStepModes.map((mode) => (
          <ModeForm
            key={`${mode}-${current[mode]}`}
            mode={mode}
            current={current[mode]}
            onRequest={onRequest}
            busy={busyMode === mode}
          />
        ))}
      </div>
    </section>
  );
}
