import { describe, expect, it } from 'vitest';
import { contractListQuery, parseContractSearch } from './search';

describe('parseContractSearch', () => {
  it('defaults to incoming first, newest first, every status', () => {
    expect(parseContractSearch({})).toEqual({
      statuses: [],
      companyName: '',
      counterpartyName: '',
      orderBy: 'INCOMING_FIRST',
      orderDir: 'DESC',
    });
  });

  it.each([
    [{ statuses: 'ACTIVE,WAITING' }, { statuses: ['ACTIVE', 'WAITING'] }],
    [{ statuses: ['ACTIVE', 'NOPE'] }, { statuses: ['ACTIVE'] }],
    [
      { orderBy: 'COMPANY_NAME', orderDir: 'ASC' },
      { orderBy: 'COMPANY_NAME', orderDir: 'ASC' },
    ],
    [
      { orderBy: 'RANDOM', companyName: 'North' },
      { orderBy: 'INCOMING_FIRST', companyName: 'North' },
    ],
  ])('%j', (raw, expected) => {
    expect(parseContractSearch(raw)).toMatchObject(expected);
  });
});

describe('contractListQuery', () => {
  it('asks the whole list in one page of 1000 (payments.md 9) with statuses comma-joined', () => {
    expect(contractListQuery(parseContractSearch({ statuses: ['ACTIVE', 'SIGNED'] }))).toEqual({
      statuses: 'ACTIVE,SIGNED',
      companyName: undefined,
      counterpartyName: undefined,
      orderBy: 'INCOMING_FIRST',
      orderDir: 'DESC',
      page: 1,
      pageSize: 1000,
    });
  });
});
