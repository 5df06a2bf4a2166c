import { isCleanIp, privacyFlags, raisedPrivacyFlags } from './client-ip';

const none = { vpn: false, proxy: false, tor: false, relay: false, hosting: false };

test('no flag set: clean', () => {
  expect(isCleanIp(none)).toBe(true);
  expect(raisedPrivacyFlags(none)).toEqual([]);
});

test.each(privacyFlags)('%s alone makes the address not clean', (flag) => {
  expect(isCleanIp({ ...none, [flag]: true })).toBe(false);
  expect(raisedPrivacyFlags({ ...none, [flag]: true })).toEqual([flag]);
});

test('several flags are listed in a fixed order', () => {
  expect(raisedPrivacyFlags({ ...none, tor: true, vpn: true })).toEqual(['vpn', 'tor']);
});
