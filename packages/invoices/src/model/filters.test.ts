import * as v from 'valibot';
import { type FilterFields, filterFieldsOf, filterFieldsSchema, filtersOf } from './filters';

const messages = { amount: 'amount', amountsBackwards: 'amounts backwards', datesBackwards: 'dates backwards' };
const blank: FilterFields = { status: 'any', from: '', to: '', min: '', max: '', email: '' };

/** Each field's first problem, as the form shows it. */
function problems(fields: Partial<FilterFields>): Record<string, string> {
  const result = v.safeParse(filterFieldsSchema(messages), { ...blank, ...fields });
  if (result.success) return {};
  const found: Record<string, string> = {};
  for (const issue of result.issues) found[v.getDotPath(issue) ?? ''] ??= issue.message;
  return found;
}

describe('the invoice filters’ rules', () => {
  it.each([
    ['nothing typed', {}, {}],
    ['an amount range', { min: '10', max: '10.50' }, {}],
    ['a comma as the point', { min: '10,5', max: '11' }, {}],
    ['eight decimals', { max: '0.00000001' }, {}],
    ['nine decimals', { max: '0.000000001' }, { max: 'amount' }],
    ['a word as the smallest amount', { min: 'ten' }, { min: 'amount' }],
    ['a negative amount', { min: '-1' }, { min: 'amount' }],
    ['the largest below the smallest', { min: '50', max: '10' }, { max: 'amounts backwards' }],
    ['equal amounts', { min: '50', max: '50.00' }, {}],
    ['compared exactly, not as floats', { min: '0.30000001', max: '0.3' }, { max: 'amounts backwards' }],
    ['a bad largest amount says only that', { min: '50', max: '1x' }, { max: 'amount' }],
    ['a date range', { from: '2026-11-01', to: '2026-11-30' }, {}],
    ['the same day', { from: '2026-11-01', to: '2026-11-01' }, {}],
    ['the end before the start', { from: '2026-11-30', to: '2026-11-01' }, { to: 'dates backwards' }],
    ['only an end date', { to: '2026-11-01' }, {}],
  ] as const)('%s', (_case, fields, expected) => {
    expect(problems(fields)).toEqual(expected);
  });
});

describe('the fields and the filters they give', () => {
  it.each([
    [
      { ...blank },
      { status: undefined, from: undefined, to: undefined, min: undefined, max: undefined, email: undefined },
    ],
    [
      { ...blank, status: '0', min: '5', email: 'anna' },
      { status: 0, from: undefined, to: undefined, min: '5', max: undefined, email: 'anna' },
    ],
    [
      { ...blank, status: '9' },
      { status: undefined, from: undefined, to: undefined, min: undefined, max: undefined, email: undefined },
    ],
  ])('%o gives %o', (fields, filters) => {
    expect(filtersOf(fields)).toEqual(filters);
  });

  it('shows the filters in force, and gives them back unchanged', () => {
    const search = { status: 2, from: '2026-11-01', min: '10.5', email: 'cleo' } as const;
    expect(filterFieldsOf(search)).toEqual({
      status: '2',
      from: '2026-11-01',
      to: '',
      min: '10.5',
      max: '',
      email: 'cleo',
    });
    expect(filtersOf(filterFieldsOf(search))).toEqual({ ...search, to: undefined, max: undefined });
  });
});
