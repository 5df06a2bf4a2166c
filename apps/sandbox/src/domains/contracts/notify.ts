// The smart-contract notifications (payments.md 4 "Notifications"): published on a party's realtime channel as
// `{ type: 'notification', code: <contract id>, notification: { type, status, title, body } }`.
import type { Sandbox } from '../../sandbox.ts';

export const contractEvents = {
  created: { type: 'smartContractCreated', status: 'info', title: 'New revenue-split contract' },
  signed: { type: 'smartContractSigned', status: 'success', title: 'Contract signed' },
  rejected: { type: 'smartContractRejected', status: 'error', title: 'Contract rejected' },
  cancelled: { type: 'smartContractCancelled', status: 'warning', title: 'Contract cancelled' },
  terminationRequest: { type: 'smartContractTerminationRequest', status: 'warning', title: 'Termination requested' },
  terminationCancelled: { type: 'smartContractTerminationCancelled', status: 'info', title: 'Termination cancelled' },
  terminated: { type: 'smartContractTerminated', status: 'warning', title: 'Contract terminated' },
  signerIdentified: { type: 'smartContractSignerIdentified', status: 'success', title: 'Signer identified' },
  identificationLoaded: { type: 'smartContractIdentificationLoaded', status: 'info', title: 'Identification received' },
  identificationFailed: { type: 'smartContractIdentificationFailed', status: 'error', title: 'Identification failed' },
} as const;
export type ContractEvent = keyof typeof contractEvents;

/** Tells each of `customerIds` about the contract. */
export function notifyContract(sandbox: Sandbox, customerIds: number[], event: ContractEvent, contractId: number) {
  const { type, status, title } = contractEvents[event];
  for (const customerId of new Set(customerIds)) {
    sandbox.hub.publish(customerId, {
      type: 'notification',
      code: String(contractId),
      notification: { type, status, title, body: `Contract ${contractId}` },
    });
  }
}
