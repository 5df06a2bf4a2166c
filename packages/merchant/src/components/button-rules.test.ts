import * as v from 'valibot';
import { buttonSchema, emptyButton } from './button-rules';

const valid = { ...emptyButton('7'), name: 'Yoga class', amount: '12.50' };

describe('the saved button form', () => {
  it.each([
    [{}, []],
    [{ name: '  ' }, ['nameRequired']],
    [{ accountId: '' }, ['account']],
    [{ amount: '12.505' }, ['amountFormat']],
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
