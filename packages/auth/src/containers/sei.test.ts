// @vitest-environment node
import { isFollowableRedirect } from './SeiPage';

describe('isFollowableRedirect', () => {
  test.each([
    ['https://partner.example/callback?code=1', true],
    ['http://localhost:3000/cb', true],
    ['javascript:alert(1)', false],
    ['data:text/html,x', false],
    ['/relative', false],
    ['//partner.example', false],
    ['', false],
  ])('%s -> %s', (uri, expected) => {
    expect(isFollowableRedirect(uri)).toBe(expected);
  });
});
