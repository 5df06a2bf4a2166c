import { usesLingui } from './coverage.ts';

test.each([
  [`import { Trans } from '@lingui/react/macro';`, true],
  [`import { msg, t } from "@lingui/core/macro";`, true],
  [`import { useLingui } from '@lingui/react';`, false],
  [`import { i18n } from '@lingui/core';`, false],
  [`const text = 'no messages here';`, false],
])('%s → %s', (source, expected) => {
  expect(usesLingui(source)).toBe(expected);
});
