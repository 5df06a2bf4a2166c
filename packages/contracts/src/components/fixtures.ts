import type { Contract, ContractList } from '../api/schemas';

const base: Contract = {
  id: 12,
  status: 'WAITING',
  identificationStatus: null,
  percentage: 12.5,
  initiatorId: 2,
  direction: 'PAY',
  note: 'Referral share for the winter season',
  activeFrom: '2026-12-01',
  activeTo: null,
  terminateInfo: null,
  updatedAt: '2026-11-24T10:00:00.000Z',
  createdAt: '2026-11-24T10:00:00.000Z',
  company: { id: 2, title: 'Northwind Media Ltd', logo: null },
  sender: { id: 1, username: 'anna.personal@demo.paydeck.test', name: 'Anna Novak' },
  beneficiary: { id: 2, username: 'boris.business@demo.paydeck.test', name: 'Northwind Media Ltd' },
  senderSignerName: 'Anna Novak',
  beneficiarySignerName: 'Boris Petrov',
  senderObligations: ['Pay 12.5% of the net monthly revenue by the 5th'],
  beneficiaryObligations: ['Feature the shop on every channel'],
};

export const waiting = base;
export const active: Contract = {
  ...base,
  id: 9,
  status: 'ACTIVE',
  direction: 'RECEIVE',
  initiatorId: 1,
  percentage: 15,
};
export const terminating: Contract = {
  ...base,
  id: 7,
  status: 'TERMINATING',
  terminateInfo: { terminatedAt: null, note: 'The shop closes', terminatedBy: 2 },
};

export const list: ContractList = {
  data: [waiting, active, terminating],
  meta: { total: 3, requests: 1, pending: 0, active: 2, ended: 0, pay: 2, receive: 1 },
};
