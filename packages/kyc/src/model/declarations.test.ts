import type { DeclarationState } from '../api/declarations';
import { complianceItems, unsignedItems } from './declarations';

const state = (isRequired: boolean, isSigned = false): DeclarationState => ({
  isRequired,
  isSigned,
  signerName: isSigned ? 'Boris Petrov' : null,
  signerPosition: isSigned ? 'Director' : null,
  signedAt: isSigned ? '2026-12-01T10:00:00.000Z' : null,
});

test('only the items the industry asks for, declarations first; the unsigned ones are outstanding', () => {
  const items = complianceItems(
    [
      { type: 'studio', ...state(true, true) },
      { type: 'streamingPlatform', ...state(true) },
    ],
    state(true),
  );
  expect(items.map((item) => [item.kind, item.state.isSigned])).toEqual([
    ['studio', true],
    ['streamingPlatform', false],
    ['prohibitedEscort', false],
  ]);
  expect(unsignedItems(items)).toEqual(['streamingPlatform', 'prohibitedEscort']);
});

test('a company whose industry asks for nothing has no items and nothing outstanding', () => {
  const items = complianceItems(
    [
      { type: 'studio', ...state(false) },
      { type: 'streamingPlatform', ...state(false) },
    ],
    state(false),
  );
  expect(items).toEqual([]);
  expect(unsignedItems(items)).toEqual([]);
});
