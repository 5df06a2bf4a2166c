// @vitest-environment node
import { ipRangeProblem, isIpAddress } from './ip';

describe('isIpAddress', () => {
  test.each([
    ['192.168.1.10', true],
    ['0.0.0.0', true],
    ['255.255.255.255', true],
    ['256.1.1.1', false],
    ['01.2.3.4', false],
    ['1.2.3', false],
    ['1.2.3.4.5', false],
    ['2001:db8::1', true],
    ['::1', true],
    ['2001:0db8:0000:0000:0000:ff00:0042:8329', true],
    ['2001:db8:::1', false],
    ['2001:db8::1::2', false],
    ['12345::1', false],
    [':1:2:3:4:5:6:7', false],
    ['1:2:3:4:5:6:7:', false],
    ['example.com', false],
    ['', false],
  ])('%s -> %s', (value, expected) => {
    expect(isIpAddress(value)).toBe(expected);
  });
});

describe('ipRangeProblem', () => {
  test.each<[string, string, string | undefined]>([
    ['10.0.0.1', '', undefined],
    ['10.0.0.1', '10.0.0.255', undefined],
    ['10.0.0.1', '10.0.0.1', undefined],
    ['10.0.0.9', '10.0.0.1', 'order'],
    ['10.0.0.1', '2001:db8::1', 'toIp'],
    ['10.0.0.1', 'x', 'toIp'],
    ['nope', '', 'ip'],
    ['2001:db8::1', '2001:db8::ff', undefined],
  ])('%s – %s -> %s', (ip, toIp, expected) => {
    expect(ipRangeProblem(ip, toIp)).toBe(expected);
  });
});
