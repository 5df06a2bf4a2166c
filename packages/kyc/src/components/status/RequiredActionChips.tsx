import { useLingui } from '@lingui/react/macro';
import { StatusBadge } from '@paydeck/ui';
import { type AccountStatusResult, shownActions } from '../../model/account-status';
import * as styles from '../common/common.css';
import { requiredActionText } from './status-text';

/** The things to do the banner counts, one chip each (the same list, so the count and the chips agree). */
export function RequiredActionChips(result: AccountStatusResult) {
  const { t, i18n } = useLingui();
  const actions = shownActions(result);
  if (actions.length === 0) return null;
  return (
    <ul className={styles.steps} aria-label={t`Things to do`}>
      {actions.map((action) => (
        <li key={action} className={styles.step}>
          <StatusBadge tone="warning">{i18n._(requiredActionText[action].text)}</StatusBadge>
        </li>
      ))}
    </ul>
  );
}
