import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type Loadable, LoadableView } from '@paydeck/accounts';
import { Button, Checkbox, StatusBadge } from '@paydeck/ui';
import { useState } from 'react';
import type { Resolution } from '../../api/schemas';
import type { Person } from '../../model/draft';
import * as styles from '../business.css';
import { personName } from '../hubs/hub-text';
import { canSign, type ResolutionProblem } from './resolution-rules';
import { resolutionStatusText } from './resolution-text';

const problemText: Record<ResolutionProblem, MessageDescriptor> = {
  noCompany: msg`First give the company's registered name, country and registration number.`,
  noneChosen: msg`Choose at least one director to sign.`,
  tooMany: msg`At most 10 directors can be asked to sign.`,
  sameEmail: msg`Each director asked to sign needs an e-mail of their own.`,
  cannotSign: msg`Each director asked to sign needs a first and last name and an e-mail: complete them under Directors.`,
};

export interface ResolutionScreenProps {
  /** The root company's directors. */
  directors: readonly Person[];
  chosen: readonly string[];
  onToggle: (personId: string) => void;
  /** What stops generating now, if anything. */
  problem: ResolutionProblem | undefined;
  /** The resolution made, as last fetched; null when none was made. */
  resolution: Loadable<Resolution> | null;
  /** Generates (sends) a new resolution for the chosen directors. */
  onGenerate: () => Promise<void>;
  onRefresh: () => void;
  /** The text of a failed generation. */
  generateError: string | null;
  generating: boolean;
  onBack: () => void;
  onNext: () => void;
}

/**
 * The business resolution: the directors chosen to sign a board resolution authorising the account; generated
 * (each signer is e-mailed), then fetched for its status and each signer's. Optional: the bank reviews an
 * application without one.
 */
export function ResolutionScreen(props: ResolutionScreenProps) {
  const { t, i18n } = useLingui();
  const [tried, setTried] = useState(false);
  const { directors, chosen, problem, resolution } = props;
  return (
    <section className={styles.form} aria-labelledby="resolution-title">
      <h2 id="resolution-title" className={styles.subtitle}>
        {t`Business resolution`}
      </h2>
      <p className={styles.muted}>
        <Trans>
          A board resolution authorising the account speeds up the review. Choose the directors who sign it: each gets
          an e-mail asking them to sign. This step is optional.
        </Trans>
      </p>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t`Directors who sign`}</legend>
        {directors.length === 0 && <p className={styles.muted}>{t`Add the directors first.`}</p>}
        {directors.map((person) => (
          <Checkbox key={person.id} isSelected={chosen.includes(person.id)} onChange={() => props.onToggle(person.id)}>
            {personName(i18n, person)}
            {!canSign(person) && ` — ${t`needs a name and an e-mail`}`}
          </Checkbox>
        ))}
      </fieldset>
      {tried && problem && (
        <p className={styles.error} role="alert">
          {i18n._(problemText[problem])}
        </p>
      )}
      {props.generateError && (
        <p className={styles.error} role="alert">
          {props.generateError}
        </p>
      )}
      <div className={styles.actions}>
        <Button
          variant="secondary"
          isLoading={props.generating}
          onPress={() => {
            setTried(true);
            if (!problem) void props.onGenerate();
          }}
        >
          {resolution ? t`Generate a new resolution` : t`Generate the resolution`}
        </Button>
      </div>
      {resolution && (
        <LoadableView value={resolution} label={t`Loading the resolution`} lines={3} onRetry={props.onRefresh}>
          {(made) => <ResolutionStatus resolution={made} onRefresh={props.onRefresh} />}
        </LoadableView>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onPress={props.onBack}>
          <Trans>Back</Trans>
        </Button>
        <Button onPress={props.onNext}>
          <Trans>Next</Trans>
        </Button>
      </div>
    </section>
  );
}

function ResolutionStatus({ resolution, onRefresh }: { resolution: Resolution; onRefresh: () => void }) {
  const { t, i18n } = useLingui();
  const status = resolutionStatusText[resolution.statusId];
  const { companyName } = resolution;
  return (
    <div className={styles.section}>
      <div className={styles.actions}>
        <span className={styles.strong}>{t`Resolution for ${companyName}`}</span>
        <StatusBadge tone={status.tone}>{i18n._(status.resolution)}</StatusBadge>
      </div>
      <ul className={styles.list} aria-label={t`Signers`}>
        {resolution.signers.map((signer) => {
          const words = resolutionStatusText[signer.statusId];
          const when = signer.signedAt ? i18n.date(signer.signedAt, { dateStyle: 'medium' }) : null;
          return (
            <li key={signer.personId} className={styles.row}>
              <div className={styles.rowMain}>
                <span className={styles.strong}>{`${signer.firstName} ${signer.lastName}`}</span>
                <span className={styles.muted}>{signer.email}</span>
              </div>
              <StatusBadge tone={words.tone}>{when ? t`Signed on ${when}` : i18n._(words.signer)}</StatusBadge>
            </li>
          );
        })}
      </ul>
      <div>
        <Button size="small" variant="secondary" onPress={onRefresh}>
          {t`Check the signatures again`}
        </Button>
      </div>
    </div>
  );
}
