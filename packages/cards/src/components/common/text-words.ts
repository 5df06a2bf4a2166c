// What a free-text field says when its text breaks the rule of model/free-text.ts, in the interface language:
// one set of words for every cards form.
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { TextProblem } from '../../model/free-text';

export type TextWords = (problem: TextProblem, max: number) => string;

export function useTextWords(): TextWords {
  const { t, i18n } = useLingui();
  return useMemo<TextWords>(
    () => (problem, limit) => {
      switch (problem) {
        case 'tooLong': {
          const max = i18n.number(limit);
          return t`Use at most ${max} characters.`;
        }
        case 'control':
          return t`Remove the invisible control characters from this text.`;
        case 'bidi':
          return t`Remove the invisible text-direction characters from this text: they can make it read differently from what it holds.`;
      }
    },
    [t, i18n],
  );
}
