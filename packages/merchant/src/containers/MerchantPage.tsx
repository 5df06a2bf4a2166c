import { useLingui } from '@lingui/react/macro';
import { PageFrame, ScreenLoading } from '@paydeck/accounts';
import { useSession } from '@paydeck/auth';
import { activeBrand } from '@paydeck/brand-config/active';
import { Navigate } from '@tanstack/react-router';
import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { MerchantFrame } from '../components/MerchantFrame';
import { decideSection, hasFullAccess, type MerchantSection } from '../model/sections';

type Screen = LazyExoticComponent<ComponentType>;
const screen = (load: () => Promise<{ default: ComponentType }>): Screen => lazy(load);

const webhooks = screen(() => import('./WebhooksSection').then((m) => ({ default: m.WebhooksSection })));
const apiKeys = screen(() => import('./ApiKeysSection').then((m) => ({ default: m.ApiKeysSection })));
const apiLog = screen(() => import('./ApiLogSection').then((m) => ({ default: m.ApiLogSection })));
const buttons = screen(() => import('./ButtonsSection').then((m) => ({ default: m.ButtonsSection })));
const later = screen(() => import('./PendingSection').then((m) => ({ default: m.PendingSection })));

const screens: Record<MerchantSection, Screen> = {
  'buttons/saved': buttons,
  'buttons/pbn_settings': later,
  'buttons/business_logos': later,
  'internal/api_key': apiKeys,
  'internal/api_log': apiLog,
  'internal/webhook_log': webhooks,
  'accounts/subscribers': later,
  'security/verification': later,
  'security/verification/history': later,
  'security/reputation': later,
  'ipn/history': later,
  'ipn/settings': later,
};

/** /merchant/<path>: the brand's merchant area only; the section's screen, or where the path sends the person. */
export function MerchantPage({ path }: { path: string }) {
  const { t } = useLingui();
  const { fromCustomerId, accessRights } = useSession();
  if (!activeBrand.merchantApiEnabled) return <Navigate to="/home" replace />;
  const decision = decideSection(path, { fromCustomerId, accessRights });
  if (decision.kind === 'redirect') return <Navigate to="/merchant/$" params={{ _splat: decision.to }} replace />;
  const Screen = screens[decision.section];
  return (
    <PageFrame>
      <MerchantFrame current={decision.section} fullAccess={hasFullAccess(fromCustomerId, accessRights)}>
        <Suspense fallback={<ScreenLoading label={t`Loading the merchant tools`} />}>
          <Screen />
        </Suspense>
      </MerchantFrame>
    </PageFrame>
  );
}
