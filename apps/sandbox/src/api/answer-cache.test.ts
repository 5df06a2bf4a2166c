// @vitest-environment node
import { AnswerCache } from './answer-cache.ts';

describe('AnswerCache', () => {
  const answer = { responseCode: '00', value: 1 };

  test('keeps an answer until a write clears it', () => {
    const cache = new AnswerCache(true);
    cache.set('k', answer, cache.generation());
    expect(cache.get('k')).toBe(answer);
    cache.clear();
    expect(cache.get('k')).toBeUndefined();
  });

  test('an answer read before a write finished is not kept (it may be older than the write)', () => {
    const cache = new AnswerCache(true);
    const generation = cache.generation();
    cache.clear(); // a write finished while the read was running
    cache.set('k', answer, generation);
    expect(cache.get('k')).toBeUndefined();
  });

  test('switched off, it keeps nothing', () => {
    const cache = new AnswerCache(false);
    cache.set('k', answer, cache.generation());
    expect(cache.get('k')).toBeUndefined();
  });
});
