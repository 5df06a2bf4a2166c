import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { actForCompany } from './company';
import { sessionState } from './store';

vi.mock('./queries', () => ({
  accessInfoQuery: (customerId: number | null) => ({
    queryKey: ['auth', 'access', customerId],
    queryFn: async () => ({ accessRights: 2, isNeedKyc: false, permissions: [], accessList: [] }),
  }),
}));

describe('actForCompany: switching company reloads what is on show for the new company', () => {
  test('a query with an observer (the header, the page) is fetched again with the new fromCustomerId', async () => {
    sessionState().clear();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const askedFor: (number | null)[] = [];
    const observer = new QueryObserver(queryClient, {
      queryKey: ['auth', 'customer'],
      queryFn: async () => {
        askedFor.push(sessionState().fromCustomerId);
        return { businessName: `company ${sessionState().fromCustomerId}` };
      },
    });
    const unsubscribe = observer.subscribe(() => {});
    await vi.waitFor(() => expect(askedFor).toEqual([null]));

    await actForCompany(queryClient, 11);
    expect(askedFor).toEqual([null, 11]);
    expect(observer.getCurrentResult().data).toEqual({ businessName: 'company 11' });

    await actForCompany(queryClient, 12);
    expect(askedFor).toEqual([null, 11, 12]);
    await actForCompany(queryClient, 12); // the same company again: nothing reloads
    expect(askedFor).toEqual([null, 11, 12]);
    unsubscribe();
  });
});
