// Other requests a person's approved device answers besides sign-ins (security's push-approved password
// change). Identity comes first in the domain order, so those domains register here; the device answers
// them at the same PUT /auth/login/{key}/confirm, and the sandbox phone through the same controls.
import type { Sandbox } from '../../sandbox.ts';

export interface DeviceApproval {
  /** The person whose pending request has this key, or undefined. */
  ownerOf(sandbox: Sandbox, key: string): Promise<number | undefined>;
  /** Applies the answer (once); `deviceId` is the device that gave it. */
  answer(sandbox: Sandbox, key: string, approve: boolean, deviceId: number): Promise<void>;
}

const approvals = new Set<DeviceApproval>();

export function registerDeviceApproval(approval: DeviceApproval): void {
  approvals.add(approval);
}

export async function findDeviceApproval(
  sandbox: Sandbox,
  key: string,
): Promise<{ userId: number; approval: DeviceApproval } | undefined> {
  for (const approval of approvals) {
    const userId = await approval.ownerOf(sandbox, key);
    if (userId !== undefined) return { userId, approval };
  }
  return undefined;
}
