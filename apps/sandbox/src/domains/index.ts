// Every method the sandbox speaks. A later issue adds its domain module here.
import { MethodRegistry } from '../api/registry.ts';
import { accountAccessMethods } from './identity/account-access.ts';
import { accountMethods } from './accounts/accounts.ts';
import { fundingMethods } from './accounts/funding.ts';
import { authorizationMethods } from './accounts/authorizations.ts';
import { batchMethods } from './transfers/batches.ts';
import { binMethods } from './cards/bins.ts';
import { cardActivationMethods } from './cards/activation.ts';
import { cardApplicationMethods } from './cards/application.ts';
import { cardLoadMethods } from './cards/load.ts';
import { cardMoveMethods } from './cards/moves.ts';
import { cardReissueMethods } from './cards/reissue.ts';
import { cardSecretMethods } from './cards/secrets.ts';
import { cardMethods } from './cards/cards.ts';
import { statementMethods } from './accounts/statements.ts';
import { announcementMethods } from './accounts/announcements.ts';
import { customerMethods } from './customer/customer.ts';
import { dictionaryMethods } from './accounts/dictionaries.ts';
import { externalCardMethods } from './cards/external-cards.ts';
import { historyMethods } from './accounts/history.ts';
import { securityMethods } from './security/security.ts';
import { transferMethods } from './transfers/between-accounts.ts';

export function createRegistry(): MethodRegistry {
  return new MethodRegistry().register(
    ...customerMethods,
    ...dictionaryMethods,
    ...accountMethods,
    ...historyMethods,
    ...announcementMethods,
    ...transferMethods,
    ...accountAccessMethods,
    ...securityMethods,
    ...statementMethods,
    ...fundingMethods,
    ...authorizationMethods,
    ...batchMethods,
    ...cardMethods,
    ...cardSecretMethods,
    ...cardReissueMethods,
    ...cardActivationMethods,
    ...cardLoadMethods,
    ...cardApplicationMethods,
    ...cardMoveMethods,
    ...binMethods,
    ...externalCardMethods,
  );
}
