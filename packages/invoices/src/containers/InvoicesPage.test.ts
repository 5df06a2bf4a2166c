import { QueryClient } from '@tanstack/react-query';
import { InvoicesScreen } from '../components/InvoicesScreen';
import { invoiceKeys } from '../api/keys';
import { invoiceListFilter, listOf, parseInvoiceSearch } from '../model/search';
import { loadInvoicesPage } from './InvoicesPage';

vi.mock('../api/invoices', () => ({ fetchInvoices: vi.fn(() => new Promise(() => {})), fetchInvoice: vi.fn() }));

// The route's loader asks for the list beside the screen's code and waits for that code: the page then draws the
// screen at once, with no skeleton React would hold for 300 ms after the code came.
test("the loader starts the list's request and waits for the screen's code", async () => {
  const queryClient = new QueryClient();
  const rawSearch = { list: 'sent' };
  await expect(loadInvoicesPage(queryClient, rawSearch)).resolves.toBe(InvoicesScreen);
  const search = parseInvoiceSearch(rawSearch);
  const state = queryClient.getQueryState(invoiceKeys.list(listOf(search), invoiceListFilter(search)));
  expect(state?.fetchStatus).toBe('fetching');
});
