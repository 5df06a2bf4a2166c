// Every method the sandbox speaks. A later issue adds its domain module here.
import { MethodRegistry } from '../api/registry.ts';
import { accountAccessMethods } from './account-access.ts';
import { accountMethods } from './accounts.ts';
import { fundingMethods } from './account-funding.ts';
import { authorizationMethods } from './authorizations.ts';
import { batchMethods } from './batches.ts';
import { binMethods } from './bins.ts';
import { cardActivationMethods } from './card-activation.ts';
import { cardApplicationMethods } from './card-application.ts';
import { cardLoadMethods } from './card-load.ts';
import { cardMoveMethods } from './card-moves.ts';
import { cardReissueMethods } from './card-reissue.ts';
import { cardSecretMethods } from './card-secrets.ts';
import { cardMethods } from './cards.ts';
import { statementMethods } from './statements.ts';
import { announcementMethods } from './announcements.ts';
import { customerMethods } from './customer.ts';
import { dictionaryMethods } from './dictionaries.ts';
import { externalCardMethods } from './external-cards.ts';
import { historyMethods } from './history.ts';
import { securityMethods } from './security.ts';
import { transferMethods } from './transfers.ts';

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
