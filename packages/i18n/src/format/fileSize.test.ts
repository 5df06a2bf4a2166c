import { formatFileSize } from './fileSize.ts';

const s = '\u00a0';

test.each<[number | bigint, string, string]>([
  [0, 'en', `0${s}B`],
  [1, 'en', `1${s}B`],
  [999, 'en', `999${s}B`],
  [1000, 'en', `1${s}kB`],
  [1024, 'en', `1${s}kB`],
  [1500, 'en', `1.5${s}kB`],
  [1500, 'es', `1,5${s}kB`],
  [1500, 'ru', `1,5${s}кБ`],
  [2_500_000, 'ru', `2,5${s}МБ`],
  [2_500_000, 'ua', `2,5${s}МБ`],
  [10n ** 18n, 'ru', `1${s}ЭБ`],
  [10n ** 18n, 'ua', `1${s}ЕБ`],
  [999_949, 'en', `999.9${s}kB`],
  [999_960, 'en', `1${s}MB`],
  [2_500_000, 'pt', `2,5${s}MB`],
  [10n ** 9n, 'en', `1${s}GB`],
  [10n ** 12n, 'en', `1${s}TB`],
  [10n ** 15n, 'en', `1${s}PB`],
  [10n ** 18n, 'en', `1${s}EB`],
  [10n ** 21n, 'en', `1${s}ZB`],
  [10n ** 24n, 'en', `1${s}YB`],
  [123n * 10n ** 23n, 'ro', `12,3${s}YB`],
  [15n * 10n ** 26n, 'en', `1,500${s}YB`],
])('formatFileSize(%s, %s) is %j', (bytes, locale, expected) => {
  expect(formatFileSize(bytes, locale)).toBe(expected);
});

test.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('formatFileSize(%j) throws a RangeError', (bytes) => {
  expect(() => formatFileSize(bytes, 'en')).toThrow(RangeError);
});
