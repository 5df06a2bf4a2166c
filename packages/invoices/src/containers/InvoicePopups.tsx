import type { Account, Loadable } from '@paydeck/accounts';
import { createSubmission } from '@paydeck/api-client';
import { api } from '@paydeck/auth';
import { activeBrand } from '@paydeck/brand-config/active';
import { useState } from 'react';
import { createFundingInvoice, createInvoice, type InvoiceCreateInput, rejectInvoice } from '../api/invoices';
import type { Invoice } from '../api/schemas';
import { CreateInvoiceDialog } from '../components/CreateInvoiceDialog';
import { FundingDialog } from '../components/FundingDialog';
import { PayDialog } from '../components/PayDialog';
import { RejectDialog } from '../components/RejectDialog';
import { ViewDialog } from '../components/ViewDialog';
import { useInvoicePdf } from './useInvoicePdf';
import type { usePay } from './usePay';

export { ResponsePopup } from '@paydeck/ui';
export { PaidDetails } from '../components/PaidDetails';

export type Popup = { kind: 'create' } | { kind: 'fund' } | { kind: 'view' | 'pay' | 'reject'; invoice: Invoice };

export interface InvoicePopupsProps {
  popup: Popup | null;
  currencies: readonly string[];
  payable: readonly Account[];
  today: string;
  view: Loadable<Invoice>;
  onRetryView: () => void;
  payment: ReturnType<typeof usePay>;
  onClose: () => void;
  onCreated: (email: string) => void;
  onRejected: () => void;
  onPaid: () => void;
  /** A refused or failed create or reject: the response popup (payments.md 8). */
  onRefused: (error: unknown) => void;
}

/** The invoice popups (payments.md 2): create, pay, view, reject, and the funding invoice. */
export function InvoicePopups(props: InvoicePopupsProps) {
  const { popup } = props;
  if (!popup) return null;
  switch (popup.kind) {
    case 'create':
      return <Create {...props} />;
    case 'fund':
      return <Fund {...props} />;
    case 'view':
      return <View {...props} invoice={popup.invoice} />;
    case 'reject':
      return <Reject {...props} invoice={popup.invoice} />;
    case 'pay':
      return (
        <PayDialog
          invoice={popup.invoice}
          accounts={props.payable.filter((account) => account.currencyCode === popup.invoice.currencyCode)}
          paying={props.payment.paying}
          error={props.payment.error}
          onPay={(fromAccountId) =>
            void props.payment.pay(popup.invoice, fromAccountId).then((paid) => paid && props.onPaid())
          }
          onClose={props.onClose}
        />
      );
  }
}

function View(props: InvoicePopupsProps & { invoice: Invoice }) {
  const pdf = useInvoicePdf(props.invoice.id);
  return <ViewDialog invoice={props.view} pdf={pdf} onRetry={props.onRetryView} onClose={props.onClose} />;
}

/** One Idempotency-Key per open popup: a double press or a retry of the same values creates once. */
function useSubmission() {
  const [submission] = useState(createSubmission);
  return submission;
}

function Create(props: InvoicePopupsProps) {
  const submission = useSubmission();
  return (
    <CreateInvoiceDialog
      currencies={props.currencies}
      today={props.today}
      onClose={props.onClose}
      onSubmit={async (input) => {
        try {
          await submission.submit(input, (payload, key) => createInvoice(api, payload as InvoiceCreateInput, key));
          props.onCreated(input.toEmail);
        } catch (error) {
          props.onRefused(error);
        }
      }}
    />
  );
}

function Reject(props: InvoicePopupsProps & { invoice: Invoice }) {
  const submission = useSubmission();
  return (
    <RejectDialog
      invoice={props.invoice}
      onClose={props.onClose}
      onSubmit={async (note) => {
        try {
          await submission.submit({ invoiceId: props.invoice.id, note }, (_payload, key) =>
            rejectInvoice(api, props.invoice.id, note, key),
          );
          props.onRejected();
        } catch (error) {
          props.onRefused(error);
        }
      }}
    />
  );
}

function Fund(props: InvoicePopupsProps) {
  const submission = useSubmission();
  const [created, setCreated] = useState<Invoice | null>(null);
  const [failed, setFailed] = useState(false);
  const pdf = useInvoicePdf(created?.id ?? null);
  return (
    <FundingDialog
      currencies={props.currencies}
      created={created}
      pdf={pdf}
      failed={failed}
      onClose={props.onClose}
      onSubmit={async (input) => {
        setFailed(false);
        try {
          const invoice = await submission.submit({ ...input, brandId: activeBrand.id }, (payload, key) =>
            createFundingInvoice(api, payload as typeof input, key),
          );
          setCreated(invoice);
        } catch {
          setFailed(true); // payments.md 8: "Failed to generate invoice. Please, try again."
        }
      }}
    />
  );
}
