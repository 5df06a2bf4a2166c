// The free-text rule (security review L1, L2, L3): what unsafeTextReason refuses, and the text() schemas that
// carry it with a maximum length.
import * as v from 'valibot';
import { limitedText, multilineText, requiredText, TEXT_MAX, text } from './fields.ts';
import { unsafeTextReason } from './text-rules.ts';

const nul = 'must not contain the NUL character (U+0000)';
const oneLine = 'must be one line, without line breaks or tabs';
const control = (code: string) => `must not contain control characters (${code})`;
const bidi = (code: string) => `must not contain bidirectional control characters (${code})`;

describe('unsafeTextReason', () => {
  test.each([
    ['U+0000', 'A\u0000B', nul, nul],
    ['U+0000 alone', '\u0000', nul, nul],
    ['C0: bell', 'ring\u0007', control('U+0007'), control('U+0007')],
    ['C0: backspace', 'a\bb', control('U+0008'), control('U+0008')],
    ['C0: vertical tab', 'a\u000Bb', control('U+000B'), control('U+000B')],
    ['C0: form feed', 'a\fb', control('U+000C'), control('U+000C')],
    ['C0: escape', 'red \u001B[31m', control('U+001B'), control('U+001B')],
    ['C0: unit separator', 'a\u001Fb', control('U+001F'), control('U+001F')],
    ['DEL', 'a\u007Fb', control('U+007F'), control('U+007F')],
    ['C1: padding', 'a\u0080b', control('U+0080'), control('U+0080')],
    ['C1: next line', 'a\u0085b', control('U+0085'), control('U+0085')],
    ['C1: CSI', 'a\u009Bb', control('U+009B'), control('U+009B')],
    ['C1: APC', 'a\u009Fb', control('U+009F'), control('U+009F')],
    ['tab', 'a\tb', oneLine, undefined],
    ['line feed', 'line one\nline two', oneLine, undefined],
    ['carriage return', 'line one\r\nline two', oneLine, undefined],
    ['line separator', 'a\u2028b', oneLine, undefined],
    ['paragraph separator', 'a\u2029b', oneLine, undefined],
    ['LRE', 'a\u202Ab', bidi('U+202A'), bidi('U+202A')],
    ['RLE', 'a\u202Bb', bidi('U+202B'), bidi('U+202B')],
    ['PDF', 'a\u202Cb', bidi('U+202C'), bidi('U+202C')],
    ['LRO', 'a\u202Db', bidi('U+202D'), bidi('U+202D')],
    ['RLO (review L2)', 'Refund \u202Egnp.exe', bidi('U+202E'), bidi('U+202E')],
    ['LRI', 'a\u2066b', bidi('U+2066'), bidi('U+2066')],
    ['RLI', 'a\u2067b', bidi('U+2067'), bidi('U+2067')],
    ['FSI', 'a\u2068b', bidi('U+2068'), bidi('U+2068')],
    ['PDI', 'a\u2069b', bidi('U+2069'), bidi('U+2069')],
    ['a lone high surrogate', 'a\uD83Db', 'must be valid Unicode text', 'must be valid Unicode text'],
    ['a lone low surrogate', 'a\uDE00', 'must be valid Unicode text', 'must be valid Unicode text'],
  ])('%s is refused (single line; multi-line)', (_case, input, single, multi) => {
    expect(unsafeTextReason(input)).toBe(single);
    expect(unsafeTextReason(input, { multiline: true })).toBe(multi);
  });

  test.each([
    ['ASCII', 'Invoice 2026/12 #4 (paid), 50% off!'],
    ['accented Latin', 'Zoë Müller-Łukasiewicz, Ørsted, São Paulo, Ångström'],
    ['Greek and Cyrillic', 'Ελληνικά, Україна, Русский'],
    ['CJK', '東京都千代田区 株式会社 请付款 한국어'],
    ['emoji, joined and flagged', 'Thanks 👍🏽 👩‍👩‍👧 🇷🇴'],
    ['Arabic letters', 'دفعة شهرية'],
    ['Hebrew letters', 'תשלום חודשי'],
    ['Hebrew with a number', 'חשבון 2026'],
    ['the directional marks LRM, RLM, ALM', 'שלום\u200F!, abc\u200Edef, رقم\u061C 5'],
    ['zero-width joiner and non-joiner', 'می\u200Cخواهم'],
    ['no-break space and soft hyphen', 'Fr.\u00A0200, co\u00ADoperate'],
    ['the empty text', ''],
  ])('%s is accepted', (_case, input) => {
    expect(unsafeTextReason(input)).toBeUndefined();
    expect(unsafeTextReason(input, { multiline: true })).toBeUndefined();
  });
});

describe('the text() schemas', () => {
  const issues = (schema: v.GenericSchema, input: unknown) => {
    const parsed = v.safeParse(schema, input);
    return parsed.success ? [] : parsed.issues.map((issue) => issue.message);
  };

  test.each([
    ['text(): a clean line', text(), '  Rent  ', []],
    ['text(): a number from the body rules', text(), 12345, []],
    ['text(): a newline', text(), 'a\nb', [oneLine]],
    ['text(): U+202E', text(), 'Refund \u202Egnp.exe', [bidi('U+202E')]],
    ['text(): TEXT_MAX characters', text(), 'x'.repeat(TEXT_MAX), []],
    ['text(): one more', text(), 'x'.repeat(TEXT_MAX + 1), [`must be at most ${TEXT_MAX} characters`]],
    ['limitedText(140): 140 characters', limitedText(140), 'L'.repeat(140), []],
    ['limitedText(140): 141 characters', limitedText(140), 'L'.repeat(141), ['must be at most 140 characters']],
    ['limitedText(140): 200,000 characters', limitedText(140), 'L'.repeat(200_000), ['must be at most 140 characters']],
    [
      'limitedText(140): 140 emoji count as UTF-16 units',
      limitedText(140),
      '👍'.repeat(71),
      ['must be at most 140 characters'],
    ],
    ['multilineText(500): lines and a tab', multilineText(500), 'Dear Ana,\n\tthanks.\r\nBye', []],
    ['multilineText(500): escape', multilineText(500), 'a\u001Bb', [control('U+001B')]],
    ['multilineText(500): 501 characters', multilineText(500), 'x'.repeat(501), ['must be at most 500 characters']],
    ['requiredText(): blank', requiredText(), '   ', ['is required']],
    ['requiredText(): NUL', requiredText(), 'A\u0000B', [nul]],
  ])('%s', (_case, schema, input, expected) => {
    expect(issues(schema, input)).toEqual(expected);
  });
});
