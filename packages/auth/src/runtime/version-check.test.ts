// @vitest-environment node
import { currentEntryScript, startVersionCheck } from './version-check';

const page = (entry: string) => `<!doctype html><script type="module" crossorigin src="${entry}"></script>`;

describe('startVersionCheck (every 60000 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test('asks every minute and tells once when the entry script changed', async () => {
    const answers = [page('/assets/index-1.js'), 'Bad gateway', page('/assets/index-2.js')];
    const fetchIndex = vi.fn(async () => answers.shift() ?? page('/assets/index-3.js'));
    const onNewVersion = vi.fn();
    startVersionCheck({ current: '/assets/index-1.js', fetchIndex, onNewVersion });
    await vi.advanceTimersByTimeAsync(59_999);
    expect(fetchIndex).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onNewVersion).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(onNewVersion).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(onNewVersion).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(180_000);
    expect(fetchIndex).toHaveBeenCalledTimes(3);
  });

  test('a failing request is tried again next minute', async () => {
    const fetchIndex = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(page('/assets/index-2.js'));
    const onNewVersion = vi.fn();
    startVersionCheck({ current: '/assets/index-1.js', fetchIndex, onNewVersion });
    await vi.advanceTimersByTimeAsync(120_000);
    expect(onNewVersion).toHaveBeenCalledOnce();
  });

  test('without a known entry (development) nothing is polled; stop stops', async () => {
    const fetchIndex = vi.fn(async () => page('/x.js'));
    startVersionCheck({ current: undefined, fetchIndex, onNewVersion: vi.fn() })();
    const stop = startVersionCheck({ current: '/a.js', fetchIndex, onNewVersion: vi.fn() });
    stop();
    await vi.advanceTimersByTimeAsync(300_000);
    expect(fetchIndex).not.toHaveBeenCalled();
  });
});

describe('currentEntryScript', () => {
  const documentWith = (script: { src: string; entry?: string } | null) => ({
    querySelector: () =>
      script && {
        dataset: script.entry ? { entry: script.entry } : {},
        getAttribute: (name: string) => (name === 'src' ? script.src : null),
      },
  });

  test.each([
    ['Vite’s entry', { src: '/assets/index-1.js' }, '/assets/index-1.js'],
    [
      'a prerendered page’s boot module: the entry it starts',
      { src: '/assets/boot-9.js', entry: '/assets/index-1.js' },
      '/assets/index-1.js',
    ],
    ['no module script (development)', null, undefined],
  ])('%s', (_, script, entry) => {
    expect(currentEntryScript(documentWith(script) as unknown as Document)).toBe(entry);
  });
});
