import { useLingui } from '@lingui/react/macro';
import { failureText } from '@paydeck/accounts';
import { api } from '@paydeck/auth';
import { useState } from 'react';
import { fetchButton } from '../api/commerce';
import type { Button } from '../api/commerce-schemas';

/**
 * Opening a saved button for editing: it is read again (buttonGet) and the dialog opens with that answer; meanwhile
 * `opening` names the button (its Edit shows it is busy), and a failure is worded for the page.
 */
export function useEditedButton(onLoaded: (button: Button) => void) {
  const { i18n } = useLingui();
  const [opening, setOpening] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const open = async (id: number) => {
    if (opening !== null) return;
    setOpening(id);
    setFailure(null);
    try {
      onLoaded(await fetchButton(api, id));
    } catch (error) {
      setFailure(failureText(error, i18n));
    } finally {
      setOpening(null);
    }
  };
  return { open: (id: number) => void open(id), opening, failure };
}
