// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { textFault, textProblem, unsafeText } from './text-rules';

const [REFERENCE_MAX, NAME_MAX, EMAIL_MAX] = [140, 100, 254];

describe('free text: at most the limit once trimmed', () => {
  it.each([
    ['a reference, limit - 1', 'r'.repeat(REFERENCE_MAX - 1), REFERENCE_MAX, null],
    ['a reference at the limit', 'r'.repeat(REFERENCE_MAX), REFERENCE_MAX, null],
    ['a reference, limit + 1', 'r'.repeat(REFERENCE_MAX + 1), REFERENCE_MAX, 'tooLong'],
    ['a name at the limit with spaces around', `  ${'n'.repeat(NAME_MAX)}  `, NAME_MAX, null],
    ['a name, limit + 1', 'n'.repeat(NAME_MAX + 1), NAME_MAX, 'tooLong'],
    ['an e-mail at the limit', `${'e'.repeat(EMAIL_MAX - 6)}@x.com`, EMAIL_MAX, null],
    ['an e-mail, limit + 1', `${'e'.repeat(EMAIL_MAX - 5)}@x.com`, EMAIL_MAX, 'tooLong'],
    ['empty (the field asks for it itself)', '', REFERENCE_MAX, null],
  ])('%s', (_case, text, max, problem) => {
    expect(textProblem(text, { max })).toBe(problem);
  });
});

describe('free text: no control or bidi characters', () => {
  it.each([
    ['an Arabic name', 'محمد بن سلمان', null],
    ['Arabic with a right-to-left mark around a number', 'فاتورة \u200f123\u200f', null],
    ['a Cyrillic name with an emoji', 'Олена 🙂', null],
    ['a right-to-left override', 'Refund \u202egnp.exe', 'bidi'],
    ['a left-to-right isolate', 'a\u2066b', 'bidi'],
    ['U+0000', 'a\u0000b', 'control'],
    ['a C1 control', 'a\u0085b', 'control'],
    ['DEL', 'a\u007fb', 'control'],
    ['a line break in one-line text', 'a\nb', 'control'],
    ['a tab in one-line text', 'a\tb', 'control'],
    ['a lone surrogate', 'a\ud800b', 'control'],
  ])('%s', (_case, text, problem) => {
    expect(unsafeText(text)).toBe(problem);
    expect(textProblem(text, { max: REFERENCE_MAX })).toBe(problem);
  });

  it.each([
    ['line breaks and tabs', 'line one\r\n\tline two', null],
    ['U+0000', 'a\u0000b', 'control'],
    ['a bidi override', 'a\u202db', 'bidi'],
  ])('multi-line text with %s', (_case, text, problem) => {
    expect(unsafeText(text, { multiline: true })).toBe(problem);
  });
});

describe('what kind of character it is (the sandbox words each)', () => {
  it.each([
    ['a\u0000b', { kind: 'nul', code: 0 }],
    ['a\nb', { kind: 'lineBreak', code: 0x0a }],
    ['a\u001bb', { kind: 'control', code: 0x1b }],
    ['a\u202eb', { kind: 'bidi', code: 0x202e }],
    ['a\udc00b', { kind: 'surrogate', code: 0xdc00 }],
    ['🙂 ok', null],
  ])('%j', (text, fault) => {
    expect(textFault(text)).toEqual(fault);
  });
});
