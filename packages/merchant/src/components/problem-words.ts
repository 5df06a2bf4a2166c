import { useLingui } from '@lingui/react/macro';
import type { FormProblem } from './webhook-rules';

export function useProblemWords(): (problem: FormProblem) => string {
  const { t } = useLingui();
  return (problem) => {
    switch (problem) {
      case 'nameRequired':
        return t`Enter a name.`;
      case 'nameLong':
        return t`The name is too long.`;
      case 'urlRequired':
        return t`Enter the address to send to.`;
      case 'urlInvalid':
        return t`Enter an http or https address, such as https://shop.example/hook.`;
      case 'ipInvalid':
        return t`Enter an IPv4 address, such as 203.0.113.10.`;
      case 'ipOrder':
        return t`The last address must not come before the first.`;
    }
  };
}
