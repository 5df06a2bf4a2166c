import {
  type InvoiceAction,
  invoiceActions,
  invoiceDirection,
  invoiceStatusName,
  isOverdue,
  isSystemFunding,
} from './invoice-rules';

describe('the direction of an invoice (payments.md 4)', () => {
  test.each([
    [{ payeeName: 'Anna Novak' }, 'received'],
    [{ payerName: 'Pavel Ivanov' }, 'sent'],
    [{ payeeName: 'Anna Novak', payerName: null }, 'received'],
    [{ payeeName: null, payerName: 'Pavel Ivanov' }, 'sent'],
    [{ payeeName: '', payerName: 'Pavel Ivanov' }, 'sent'],
    [{ payeeName: null, payerName: null }, null],
    [{}, null],
  ] as const)('%j is %s', (invoice, expected) => {
    expect(invoiceDirection(invoice)).toBe(expected);
  });
});

describe('a system funding invoice is isFunding 1 and isSystem 1', () => {
  test.each([
    [{ isFunding: 1, isSystem: 1 }, true],
    [{ isFunding: true, isSystem: true }, true],
    [{ isFunding: 1, isSystem: 0 }, false],
    [{ isFunding: 0, isSystem: 1 }, false],
    [{ isFunding: 0, isSystem: 0 }, false],
    [{}, false],
  ])('%j → %s', (invoice, expected) => {
    expect(isSystemFunding(invoice)).toBe(expected);
  });
});

describe('the status of a statusId in each list (0 = unpaid received, awaitingPayment sent)', () => {
  test.each([
    [0, 'received', 'unpaid'],
    [0, 'sent', 'awaitingPayment'],
    [1, 'received', 'paid'],
    [1, 'sent', 'paid'],
    [2, 'sent', 'rejected'],
    [3, 'received', 'processing'],
    [7, 'received', null],
    [-1, 'sent', null],
  ] as const)('%i in %s is %s', (statusId, direction, expected) => {
    expect(invoiceStatusName(statusId, direction)).toBe(expected);
  });
});

describe('what a row offers', () => {
  const received = { payeeName: 'Anna Novak', statusId: 0 };
  test.each<[object, readonly InvoiceAction[]]>([
    [received, ['view', 'pay', 'reject']],
    [{ ...received, statusId: 1 }, ['view']],
    [{ ...received, statusId: 2 }, ['view']],
    [{ ...received, statusId: 3 }, ['view']],
    [{ ...received, isFunding: 1, isSystem: 1 }, ['view']],
    [{ ...received, isFunding: 1, isSystem: 0 }, ['view', 'pay', 'reject']],
    [{ payerName: 'Pavel Ivanov', statusId: 0 }, ['view']],
  ])('%j → %j', (invoice, expected) => {
    expect(invoiceActions(invoice as Parameters<typeof invoiceActions>[0])).toEqual(expected);
  });
});

describe('overdue: open after its due date', () => {
  test.each([
    [{ statusId: 0, dueDate: '2026-11-24' }, true],
    [{ statusId: 0, dueDate: '2026-11-25' }, false],
    [{ statusId: 0, dueDate: null }, false],
    [{ statusId: 1, dueDate: '2026-01-01' }, false],
    [{ statusId: 2, dueDate: '2026-01-01' }, false],
  ])('%j on 2026-11-25 → %s', (invoice, expected) => {
    expect(isOverdue(invoice, '2026-11-25')).toBe(expected);
  });
});
