import { useLingui } from '@lingui/react/macro';
import { accountKeys, failureText } from '@paydeck/accounts';
import { createSubmission } from '@paydeck/api-client';
import { api } from '@paydeck/auth';
import type { SubmitResult } from '@paydeck/transfers/api';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { payInvoice } from '../api/invoices';
import type { Invoice } from '../api/schemas';
import { invoiceKeys } from '../api/keys';

/** The transfers approval popup, asked for when the person pays (the list's route stays light). */
export const loadApprovalPopup = () =>
  import('@paydeck/transfers/approval').then((m) => ({ default: m.ApprovalPopup }));

/**
 * Paying an invoice: invoicePay through api-client's `createSubmission` (one Idempotency-Key per intent: a double
 * press or a retry books once), then transfers' approval popup with the submit result.
 */
export function usePay() {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const submission = useRef(createSubmission());
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [submitResult, setSubmitResult] = useState<SubmitResult | null>(null);
  const [paid, setPaid] = useState<Invoice | null>(null);

  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: accountKeys.all });
    void queryClient.invalidateQueries({ queryKey: invoiceKeys.all });
  }, [queryClient]);

  const pay = useCallback(
    async (invoice: Invoice, fromAccountId: number): Promise<boolean> => {
      const invoiceId = invoice.id;
      setError(null);
      setPaying(true);
      void loadApprovalPopup();
      try {
        const result = await submission.current.submit({ invoiceId, fromAccountId }, (payload, key) =>
          payInvoice(api, payload as { invoiceId: number; fromAccountId: number }, key),
        );
        refresh(); // the money is held or booked now
        setPaid(invoice);
        setSubmitResult(result);
        return true;
      } catch (caught) {
        setError(failureText(caught, i18n));
        return false;
      } finally {
        setPaying(false);
      }
    },
    [i18n, refresh],
  );

  /** The approval popup closed: what comes next is a new intent. */
  const settle = useCallback(() => {
    setSubmitResult(null);
    submission.current.reset();
    refresh();
  }, [refresh]);

  const restart = useCallback(() => {
    setError(null);
    submission.current.reset();
  }, []);

  return { pay, paying, error, submitResult, paid, settle, restart };
}
