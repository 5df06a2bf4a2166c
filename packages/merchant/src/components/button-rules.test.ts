import * as v from 'valibot';
import { buttonSchema, emptyButton } from './button-rules';

const valid = { ...emptyButton('7'), name: 'Yoga class', amount: '12.50' };

describe('the saved button form', () => {
  it.each([
    [{}, []],
    [{ name: '  ' }, ['nameRequired']],
    [{ accountId: '' }, ['account']],
    [{ amount: '12.505' }, ['amountDecimals']],
    [{ amount: '1.123456789' }, ['amountFormat']],
    [{ amount: '12.5.0' }, ['amountFormat']],
    [{ amount: '0' }, ['amountZero']],
    [{ amount: '0.00' }, ['amountZero']],
    [{ amount: '000.00' }, ['amountZero']],
    [{ amount: '0.01' }, []],
    [{ amount: '99999999999999.99' }, []],
    [{ amount: `${'0'.repeat(400)}.01` }, []],
    [{ returnUrl: 'shop.example' }, ['returnUrl']],
    [{ returnUrl: 'https://shop.example/thanks' }, []],
    [{ pbnExpiryDays: '0' }, ['expiry']],
    [{ pbnExpiryDays: '366' }, ['expiry']],
    [{ name: 'n'.repeat(100) }, []],
    [{ name: 'n'.repeat(101) }, ['nameRequired']],
    [{ name: 'Yoga \u202eclass' }, ['bidi']],
    [{ description: 'd'.repeat(499) }, []],
    [{ description: 'd'.repeat(500) }, []],
    [{ description: 'd'.repeat(501) }, ['descriptionLong']],
    [{ description: 'درس يوغا' }, []],
    [{ description: 'Yoga\u0000' }, ['control']],
  ])('%o: %o', (change, problems) => {
    const result = v.safeParse(
      buttonSchema((problem) => problem),
      { ...valid, ...change },
    );
    expect(result.issues?.map((issue) => issue.message) ?? []).toEqual(problems);
  });
});

describe("the amount follows the chosen account currency's decimals", () => {
  const scales: Record<string, number> = { '7': 2, '8': 8, '9': 6 };
  it.each([
    ['7', '10.50', []],
    ['7', '0.00012345', ['amountDecimals 2']],
    ['8', '0.00012345', []],
    ['8', '0.000123456', ['amountFormat']],
    ['9', '0.123456', []],
    ['9', '0.1234567', ['amountDecimals 6']],
    ['8', '0.00000000', ['amountZero']],
  ])('account %s, amount %s: %o', (accountId, amount, problems) => {
    const result = v.safeParse(
      buttonSchema(
        (problem, decimals) => (decimals === undefined ? problem : `${problem} ${decimals}`),
        (id) => scales[id] ?? 2,
      ),
      { ...valid, accountId, amount },
    );
    expect(result.issues?.map((issue) => issue.message) ?? []).toEqual(problems);
  });
});
