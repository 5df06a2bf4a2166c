import { type LazyScreen, lazyScreen } from '@paydeck/ui';
import { useLingui } from '@lingui/react/macro';
import { PageFrame, ScreenLoading } from '@paydeck/accounts';
import { useCompanyRights } from '@paydeck/auth';
import { activeBrand } from '@paydeck/brand-config/active';
import { Navigate } from '@tanstack/react-router';
import { type ComponentType, Suspense } from 'react';
import { MerchantFrame } from '../components/MerchantFrame';
import { decideSection, type MerchantSection } from '../model/sections';

// Each screen's code is its own chunk; the route's loader waits for the one it shows (loadMerchantPage), so the screen
// draws at once instead of after a skeleton React holds for at least 300 ms (accounts' lazyScreen).
type Screen = LazyScreen<object>;
const named = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): Screen =>
  lazyScreen(() => load().then((m) => m[name]));
const webhooks = named(() => import('./WebhooksSection'), 'WebhooksSection');
const apiKeys = named(() => import('./ApiKeysSection'), 'ApiKeysSection');
const apiLog = named(() => import('./ApiLogSection'), 'ApiLogSection');
const buttons = named(() => import('./ButtonsSection'), 'SavedButtonsSection');
const pbn = named(() => import('./ButtonsSection'), 'PbnSettingsSection');
const logos = named(() => import('./LogosSection'), 'LogosSection');
const subscribers = named(() => import('./SubscribersSection'), 'SubscribersSection');
const verification = named(() => import('./VerificationSection'), 'VerificationSection');
const verificationHistory = named(() => import('./VerificationSection'), 'VerificationHistorySection');
const reputation = named(() => import('./ReputationSection'), 'ReputationSection');
const ipnHistory = named(() => import('./IpnHistorySection'), 'IpnHistorySection');
const ipnSettings = named(() => import('./IpnSettingsSection'), 'IpnSettingsSection');

const screens: Record<MerchantSection, Screen> = {
  'buttons/saved': buttons,
  'buttons/pbn_settings': pbn,
  'buttons/business_logos': logos,
  'internal/api_key': apiKeys,
  'internal/api_log': apiLog,
  'internal/webhook_log': webhooks,
  'accounts/subscribers': subscribers,
  'security/verification': verification,
  'security/verification/history': verificationHistory,
  'security/reputation': reputation,
  'ipn/history': ipnHistory,
  'ipn/settings': ipnSettings,
};

/**
 * The route's loader: waits for the code of the screen the path shows (the internal tools' code even for someone
 * who will be sent elsewhere: the page decides that, and a chunk too many costs nothing but its bytes).
 */
export function loadMerchantPage(path: string): Promise<unknown> | undefined {
  if (!activeBrand.merchantApiEnabled) return undefined;
  const decision = decideSection(path, { fullAccess: true });
  return screens[decision.kind === 'show' ? decision.section : decision.to].preload();
}

/** /merchant/<path>: the brand's merchant area only; the section's screen, or where the path sends the person. */
export function MerchantPage({ path }: { path: string }) {
  const { t } = useLingui();
  const fullAccess = useCompanyRights().can('manage');
  if (!activeBrand.merchantApiEnabled) return <Navigate to="/home" replace />;
  const decision = decideSection(path, { fullAccess });
  if (decision.kind === 'redirect') return <Navigate to="/merchant/$" params={{ _splat: decision.to }} replace />;
  const Screen = screens[decision.section];
  return (
    <PageFrame>
      <MerchantFrame current={decision.section} fullAccess={fullAccess}>
        <Suspense fallback={<ScreenLoading label={t`Loading the merchant tools`} />}>
          <Screen />
        </Suspense>
      </MerchantFrame>
    </PageFrame>
  );
}
