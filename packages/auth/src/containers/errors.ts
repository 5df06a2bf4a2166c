import { useLingui } from '@lingui/react/macro';
import { describeFailure } from './error-text';

/** The text of a failure for a message in the page. */
export function useFailureText() {
  const { i18n } = useLingui();
  return (error: unknown) => {
    const { title, details } = describeFailure(error, i18n);
    return details ? `${title}: ${details}` : title;
  };
}
