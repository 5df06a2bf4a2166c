import {
  isRepresentativeActionRequired,
  type RepresentativeDocumentStatuses,
  representativeActions,
  representativeKind,
} from './company-representatives';

// spec 5: "Representative action is required when any of the address, identity or control document statuses is
// set and is not 1 or 2".
const rule: [string, RepresentativeDocumentStatuses, ('address' | 'identity' | 'control')[]][] = [
  ['nothing set', {}, []],
  ['every status null', { addressDocumentStatus: null, identityDocumentStatus: null, controlDocumentStatus: null }, []],
  ['every status 1', { addressDocumentStatus: 1, identityDocumentStatus: 1, controlDocumentStatus: 1 }, []],
  ['every status 2', { addressDocumentStatus: 2, identityDocumentStatus: 2, controlDocumentStatus: 2 }, []],
  ['address 0 (set, not 1 or 2)', { addressDocumentStatus: 0 }, ['address']],
  ['identity 3', { identityDocumentStatus: 3, addressDocumentStatus: 2 }, ['identity']],
  ['control 26', { controlDocumentStatus: 26, identityDocumentStatus: 1 }, ['control']],
  [
    'all three wrong, in order',
    { controlDocumentStatus: 4, identityDocumentStatus: 5, addressDocumentStatus: 0 },
    ['address', 'identity', 'control'],
  ],
];

test.each(rule)('representative action: %s', (_name, statuses, actions) => {
  expect(representativeActions(statuses)).toEqual(actions);
  expect(isRepresentativeActionRequired(statuses)).toBe(actions.length > 0);
});

const kinds: [number, string][] = [
  [2, 'director'],
  [6, 'shareholder'],
  [9, 'shareholder'],
  [8, 'ultimateBeneficialOwner'],
  [5, 'authorisedUser'],
  [1, 'authorisedUser'],
  [0, 'authorisedUser'],
];
test.each(kinds)('type %i is a %s', (typeId, kind) => {
  expect(representativeKind(typeId)).toBe(kind);
});
