// Search-parameter parsers of the route files. Route options stay in the app's entry chunk, so these
// live apart from the screens they belong to (importing a screen here would pull it into the entry).
import { type SettingsTab, settingsTabs } from '../components/settings/tabs';

export const activationActions = ['activation', 'activationBusiness', 'activationEmployee'] as const;
export type ActivationAction = (typeof activationActions)[number];

export interface ActivationSearch {
  action?: ActivationAction;
  username?: string;
  activationCode?: string;
}

const activationText = (value: unknown) =>
  (typeof value === 'string' || typeof value === 'number') && String(value).length > 0 && String(value).length <= 256
    ? String(value)
    : undefined;

/** /activate?action=…&username=… (or email=)…&activationCode=… (or code=). */
export function parseActivationSearch(input: Record<string, unknown>): ActivationSearch {
  const action = activationActions.find((known) => known === input.action);
  const username = activationText(input.username ?? input.email);
  const activationCode = activationText(input.activationCode ?? input.code);
  return {
    ...(action ? { action } : {}),
    ...(username ? { username } : {}),
    ...(activationCode ? { activationCode } : {}),
  };
}

export interface RecoverySearch {
  email?: string;
  code?: string;
}

/** email and code of the recovery link; anything else is dropped. */
export function parseRecoverySearch(input: Record<string, unknown>): RecoverySearch {
  const text = (value: unknown) =>
    typeof value === 'string' && value.length > 0 && value.length <= 256
      ? value
      : typeof value === 'number'
        ? String(value)
        : undefined;
  const email = text(input.email);
  const code = text(input.code);
  return { ...(email ? { email } : {}), ...(code ? { code } : {}) };
}

export const parseSettingsSearch = (input: Record<string, unknown>): { tab?: SettingsTab } =>
  settingsTabs.includes(input.tab as SettingsTab) ? { tab: input.tab as SettingsTab } : {};
