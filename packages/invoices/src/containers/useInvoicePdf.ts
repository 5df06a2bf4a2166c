// The invoice's PDF through the PDF generator (pdfGenerate, document type invoice): a fresh link each press (links
// last 30 minutes), in the interface language and the active brand, saved under the name the server gives.
import { useLingui } from '@lingui/react/macro';
import { failureText } from '@paydeck/accounts';
import { api } from '@paydeck/auth';
import { activeBrand } from '@paydeck/brand-config/active';
import { saveUrl } from '@paydeck/ui';
import { useState } from 'react';
import { generateInvoicePdf } from '../api/invoices';
import type { PdfDownload } from '../components/ViewDialog';

export function useInvoicePdf(invoiceId: number | null): PdfDownload {
  const { i18n } = useLingui();
  const [isLoading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function download() {
    if (invoiceId === null) return;
    setLoading(true);
    setError(null);
    try {
      const pdf = await generateInvoicePdf(api, { invoiceId, brandId: activeBrand.id });
      saveUrl(pdf.redirectLink, pdf.fileName);
    } catch (failure) {
      setError(failureText(failure, i18n));
    } finally {
      setLoading(false);
    }
  }
  return { isLoading, error, onDownload: () => void download() };
}
