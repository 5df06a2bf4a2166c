import { useLingui } from '@lingui/react/macro';
import { type Account, failureText } from '@paydeck/accounts';
import { useRef, useState } from 'react';
import type { P2pTransferInput } from '../../api/p2p';
import type { SubmitResult } from '../../api/schemas';
import { type P2pField, refusalOf } from './p2p-rules';
import type { P2pWords } from './p2p-schema';

/**
 * The review's confirm: sends the payload once however often it is pressed; a refusal of a field is kept for that
 * field (`refused`; the form comes back), anything else is said on the review (`problem`).
 */
export function useP2pConfirm({
  accounts,
  words,
  onSubmit,
  onDone,
}: {
  accounts: readonly Account[];
  words: P2pWords;
  onSubmit: (input: P2pTransferInput) => Promise<SubmitResult>;
  onDone: (result: SubmitResult, input: P2pTransferInput) => void;
}) {
  const { i18n } = useLingui();
  const [refused, setRefused] = useState<Partial<Record<P2pField, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);

  /** Answers whether the form must come back (a field was refused). */
  const confirm = async (input: P2pTransferInput): Promise<boolean> => {
    if (sending.current) return false;
    sending.current = true;
    setBusy(true);
    setProblem(null);
    try {
      onDone(await onSubmit(input), input);
      return false;
    } catch (error) {
      const refusal = refusalOf(error);
      const currency = accounts.find((a) => a.accountId === input.fromAccountId)?.currencyCode ?? '';
      const next: Partial<Record<P2pField, string>> = {};
      for (const entry of refusal.fields) {
        next[entry.field] =
          'text' in entry
            ? entry.text
            : entry.field === 'toEmail'
              ? words.email(entry.problem, currency)
              : words.amount(entry.problem, currency);
      }
      setRefused(next);
      setProblem(refusal.form ? failureText(error, i18n) : null);
      return refusal.fields.length > 0;
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  const forget = (field: P2pField) => setRefused(({ [field]: _gone, ...rest }) => rest);
  return { refused, forget, problem, setProblem, busy, confirm };
}
