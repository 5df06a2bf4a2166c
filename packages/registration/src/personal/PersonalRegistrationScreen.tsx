import { Trans } from '@lingui/react/macro';
import { CancelLink } from '../common/CancelLink';
import * as styles from '../common/registration.css';
import { CheckEmail, type CheckEmailProps } from './CheckEmail';
import { PersonalForm, type PersonalFormProps } from './PersonalForm';

export type PersonalRegistrationScreenProps =
  | { state: 'form'; form: PersonalFormProps }
  | { state: 'sent'; sent: CheckEmailProps };

/** /register/personal: the form, then "check your e-mail". */
export function PersonalRegistrationScreen(props: PersonalRegistrationScreenProps) {
  return (
    <div className={styles.page}>
      <div className={styles.card}>
        {props.state === 'form' ? (
          <>
            <h1 className={styles.title}>
              <Trans>Open a personal account</Trans>
            </h1>
            <p className={styles.muted}>
              <Trans>After this form we send you an activation link. Then you sign in and prove who you are.</Trans>
            </p>
            <PersonalForm {...props.form} />
            <CancelLink kind="personal" />
          </>
        ) : (
          <CheckEmail {...props.sent} />
        )}
      </div>
    </div>
  );
}
