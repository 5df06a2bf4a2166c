// The public face of @paydeck/accounts: the shared money domain (accounts and balances) for the
// feature packages, and what the shell mounts (navigation, notifications). See README.md.

// accounts, balances and their rules (transfers, cards, invoices)
export {
  accountsQuery,
  useAccounts,
  ACCOUNTS_STALE_MS,
  ACCOUNTS_THROTTLE_MS,
  historyQuery,
  announcementsQuery,
} from './queries';
export type {
  Account,
  AvailableCurrency,
  AddedAccount,
  PaymentInstruction,
  ExchangeRate,
  Wallet,
} from './api/accounts';
export { accountKeys } from './api/keys';
export {
  AccountType,
  type AccountTypeId,
  ACCOUNT_STATUS_CLOSED,
  isClosed,
  isCurrencyAccount,
  isCardAccount,
  currencyAccounts,
  openPaymentAccounts,
  availableAmount,
  hasPending,
} from './model/account';
export { compareDecimal, subtractDecimal, sumDecimals, isZeroDecimal } from './model/decimal';
export { Money, useMoneyText } from './components/common/Money';
export { PendingAmount } from './components/common/PendingAmount';
export { historyHref, type HistorySearch } from './model/history-search';

// the shell
export { accountsNavigation } from './navigation';
export { NotificationsBridge } from './notifications/NotificationsBridge';
export { NotificationsBell } from './containers/NotificationsBell';
export { useUnreadNotificationCount } from './notifications/store';
export {
  notificationTypes,
  notificationLevel,
  notificationTarget,
  NOTIFICATION_TOAST_MS,
  NOTIFICATION_NAVIGATION_DELAY_MS,
} from './model/notifications';

// the page kit every feature page shares: router-aware frame, loading and failure states, layout
export { PageFrame } from './containers/PageFrame';
export {
  StatusNoticeProvider,
  StatusNoticeSlot,
  type StatusNoticeComponent,
  type StatusNoticePlace,
} from './containers/StatusNoticeSlot';
export { ScreenLoading } from './containers/ScreenLoading';
export { toLoadable } from './containers/loadable';
export { LoadableView, Failure, loading, ready, failed, type Loadable } from './components/common/Loadable';
export { failureText } from './components/common/errors';
export * as pageLayout from './components/common/layout.css';
