import * as v from 'valibot';
import { allowedIpSchema, emailSchema, nameSchema, webhookSchema } from './webhook-rules';

const word = (problem: string) => problem;

describe('the webhook form', () => {
  it.each([
    [{ name: 'Orders', url: 'https://shop.example/hook', enabled: true }, []],
    [{ name: ' ', url: 'https://shop.example/hook', enabled: true }, ['nameRequired']],
    [{ name: 'x'.repeat(99), url: 'https://shop.example/hook', enabled: true }, []],
    [{ name: 'x'.repeat(100), url: 'https://shop.example/hook', enabled: true }, []],
    [{ name: 'x'.repeat(101), url: 'https://shop.example/hook', enabled: true }, ['nameLong']],
    [{ name: 'طلبات المتجر', url: 'https://shop.example/hook', enabled: true }, []],
    [{ name: 'Orders \u202e', url: 'https://shop.example/hook', enabled: true }, ['bidi']],
    [{ name: 'Orders\u0000', url: 'https://shop.example/hook', enabled: true }, ['control']],
    [{ name: 'Orders', url: '', enabled: true }, ['urlRequired']],
    [{ name: 'Orders', url: 'ftp://shop.example/hook', enabled: true }, ['urlInvalid']],
    [{ name: 'Orders', url: 'shop.example', enabled: false }, ['urlInvalid']],
  ])('%o: %o', (values, problems) => {
    const result = v.safeParse(webhookSchema(word), values);
    expect(result.issues?.map((issue) => issue.message) ?? []).toEqual(problems);
  });
});

describe('the allowed IP form', () => {
  it.each([
    [{ name: 'Office', ipFrom: '203.0.113.1', ipTo: '', enabled: true }, []],
    [{ name: 'Office', ipFrom: '203.0.113.1', ipTo: '203.0.113.9', enabled: true }, []],
    [{ name: 'Office', ipFrom: '203.0.113.9', ipTo: '203.0.113.1', enabled: true }, ['ipOrder']],
    [{ name: 'Office', ipFrom: '203.0.113.256', ipTo: '', enabled: true }, ['ipInvalid']],
    [{ name: 'Office', ipFrom: '203.0.113.1', ipTo: 'nope', enabled: true }, ['ipInvalid']],
  ])('%o: %o', (values, problems) => {
    const result = v.safeParse(allowedIpSchema(word), values);
    expect(result.issues?.map((issue) => issue.message) ?? []).toEqual(problems);
  });
});

describe("a person's name and e-mail (identity verification, logos): the sandbox's 100 and 254 characters", () => {
  it.each([
    ['a name at the limit', 'n'.repeat(100), []],
    ['a name, limit + 1', 'n'.repeat(101), ['nameLong']],
    ['an Arabic name', 'يوسف', []],
    ['a name with a bidi override', 'Yusuf\u202d', ['bidi']],
    ['an empty name', '  ', ['Enter the first name.']],
  ])('%s', (_case, name, problems) => {
    const result = v.safeParse(nameSchema(word, 'Enter the first name.'), name);
    expect(result.issues?.map((issue) => issue.message) ?? []).toEqual(problems);
  });

  it.each([
    ['limit - 1', `${'e'.repeat(246)}@ex.com`, []],
    ['the limit', `${'e'.repeat(247)}@ex.com`, []],
    ['limit + 1', `${'e'.repeat(248)}@ex.com`, ['emailLong']],
    ['a bidi override', 'ana\u202e@ex.com', ['bidi']],
    ['not an e-mail', 'ana', ['invalid']],
  ])('an e-mail: %s', (_case, email, problems) => {
    const result = v.safeParse(emailSchema(word, 'invalid'), email);
    expect(result.issues?.map((issue) => issue.message) ?? []).toEqual(problems);
  });
});
