import { useLingui } from '@lingui/react/macro';
import type { Device, NewDevice } from '@paydeck/api-client';
import { formatDate } from '@paydeck/i18n';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { authKeys } from '../../api/keys';
import { DevicesSection } from '../../components/settings/DevicesSection';
import { tokens } from '../../session/clients';
import { useFailureText } from '../errors';
import { toLoadable } from './loadable';

/**
 * Linked devices: listed and removed through the device API (GET and DELETE /device-api/device, payments spec 7
 * "Announcements and settings"), linked through the token service (POST /auth/devices, identity spec 7.1). Both
 * name the same devices: the ones that approve this person's sign-ins and payments.
 */
export function DevicesPanel() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const failureText = useFailureText();
  const devices = useQuery({ queryKey: authKeys.devices(), queryFn: ({ signal }) => tokens.deviceApi.list(signal) });
  const [removing, setRemoving] = useState<string | number>();
  const [linking, setLinking] = useState(false);
  const [linkedCount, setLinkedCount] = useState(0);
  const [error, setError] = useState<string>();
  const [success, setSuccess] = useState<string>();

  async function run(task: () => Promise<string>) {
    setError(undefined);
    setSuccess(undefined);
    try {
      setSuccess(await task());
      await queryClient.invalidateQueries({ queryKey: authKeys.devices() });
    } catch (failure) {
      setError(failureText(failure));
    }
  }

  return (
    <DevicesSection
      devices={toLoadable(devices, failureText)}
      formatDate={(iso) => formatDate(iso, i18n.locale, 'dateTime')}
      removing={removing}
      linking={linking}
      linkedCount={linkedCount}
      error={error}
      success={success}
      onRetry={() => void devices.refetch()}
      onRemove={(device: Device) => {
        setRemoving(device.id);
        void run(async () => {
          await tokens.deviceApi.remove(device.id);
          return t`${device.name} is removed.`;
        }).finally(() => setRemoving(undefined));
      }}
      onLink={(device: NewDevice) => {
        setLinking(true);
        void run(async () => {
          const created = await tokens.devices.create(device);
          setLinkedCount((count) => count + 1);
          return t`${created.name} is linked.`;
        }).finally(() => setLinking(false));
      }}
    />
  );
}
