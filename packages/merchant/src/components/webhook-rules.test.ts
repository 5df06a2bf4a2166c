import * as v from 'valibot';
import { allowedIpSchema, webhookSchema } from './webhook-rules';

const word = (problem: string) => problem;

describe('the webhook form', () => {
  it.each([
    [{ name: 'Orders', url: 'https://shop.example/hook', enabled: true }, []],
    [{ name: ' ', url: 'https://shop.example/hook', enabled: true }, ['nameRequired']],
    [{ name: 'x'.repeat(101), url: 'https://shop.example/hook', enabled: true }, ['nameLong']],
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
