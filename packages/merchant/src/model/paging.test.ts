import { IPN_PAGE, nextCursorOf, showLoadMore, SUBSCRIBER_PAGE, WEBHOOK_REQUEST_PAGE } from './paging';

describe('merchant paging (payments.md 9)', () => {
  it('uses the spec page sizes', () => {
    expect([WEBHOOK_REQUEST_PAGE, IPN_PAGE, SUBSCRIBER_PAGE]).toEqual([20, 25, 50]);
  });

  it.each([
    [{ nextCursor: '181' }, '181'],
    [{ nextCursor: null }, null],
    [{ nextCursor: '' }, null],
  ])('the webhook log after %o asks with cursor %s', (page, cursor) => {
    expect(nextCursorOf(page)).toBe(cursor);
  });

  it.each([
    [1, 0, false],
    [1, 24, false],
    [1, 25, true],
    [1, 26, true],
    [2, 49, false],
    [2, 50, true],
    [3, 80, true],
    [4, 80, false],
  ])('IPN page %i of %i messages: load more %s', (pageNumber, total, shown) => {
    expect(showLoadMore(IPN_PAGE, pageNumber, total)).toBe(shown);
  });
});
