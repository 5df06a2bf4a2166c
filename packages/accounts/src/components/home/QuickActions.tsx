import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button, Link } from 'react-aria-components';
import type { QuickAction, QuickActionId } from '../../model/quick-actions';
import * as styles from './home.css';

export const quickActionLabels: Record<QuickActionId, MessageDescriptor> = {
  betweenAccounts: msg`Between your accounts`,
  sendToUser: msg`Send to a person`,
  sendExternal: msg`Send to a bank or card`,
  requestMoney: msg`Request money`,
  addFunds: msg`Add funds`,
  cryptoDeposit: msg`Deposit crypto`,
  addCurrency: msg`Add a currency`,
  statements: msg`Statements`,
};

/** The actions the person's permissions allow: links to screens, or this package's dialogs. */
export function QuickActions({
  actions,
  onOpen,
}: {
  actions: readonly QuickAction[];
  onOpen: (id: QuickActionId) => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <ul className={styles.actions} aria-label={t`Quick actions`}>
      {actions.map((action) => (
        <li key={action.id}>
          {action.kind === 'link' ? (
            <Link href={action.href} className={styles.actionLink}>
              {i18n._(quickActionLabels[action.id])}
            </Link>
          ) : (
            <Button onPress={() => onOpen(action.id)} className={styles.actionLink}>
              {i18n._(quickActionLabels[action.id])}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
