import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { EMAIL_MAX, type FormProblem, NAME_MAX } from './webhook-rules';

export function useProblemWords(): (problem: FormProblem) => string {
  const { t, i18n } = useLingui();
  return useCallback(
    (problem: FormProblem) => {
      switch (problem) {
        case 'nameRequired':
          return t`Enter a name.`;
        case 'nameLong': {
          const max = i18n.number(NAME_MAX);
          return t`Use at most ${max} characters.`;
        }
        case 'emailLong': {
          const max = i18n.number(EMAIL_MAX);
          return t`Use at most ${max} characters.`;
        }
        case 'control':
          return t`Remove the invisible control characters from this text.`;
        case 'bidi':
          return t`Remove the invisible text-direction characters from this text: they can make it read differently from what it holds.`;
        case 'urlRequired':
          return t`Enter the address to send to.`;
        case 'urlInvalid':
          return t`Enter an http or https address, such as https://shop.example/hook.`;
        case 'ipInvalid':
          return t`Enter an IPv4 address, such as 203.0.113.10.`;
        case 'ipOrder':
          return t`The last address must not come before the first.`;
      }
    },
    [t, i18n],
  );
}
