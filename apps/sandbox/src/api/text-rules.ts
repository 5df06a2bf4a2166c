// What free text may hold (security review L1, L2): no U+0000 (PostgreSQL refuses it), no C0/C1 control
// characters (tab and line breaks only in multi-line text: notes, messages) and no bidirectional embeddings,
// overrides or isolates (U+202A–U+202E, U+2066–U+2069: "Refund ‮gnp.exe" reads "Refund exe.png"). The marks
// U+200E, U+200F and U+061C are allowed: each is one invisible strong letter that cannot reverse a run of
// text, and right-to-left writers need them around numbers and punctuation. Letters of every script are text.
// Pure, without dependencies: the helpdesk and contracts services use it too.

export interface TextRuleOptions {
  /** Tab, line feed, carriage return and the Unicode line and paragraph separators are allowed. */
  multiline?: boolean;
}

const hex = (code: number) => `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;

const isLineBreakOrTab = (code: number) =>
  code === 0x09 || code === 0x0a || code === 0x0d || code === 0x2028 || code === 0x2029;
const isControl = (code: number) => code <= 0x1f || (code >= 0x7f && code <= 0x9f);
const isBidiControl = (code: number) => (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069);
const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** Why `text` may not be kept as free text (the field's VF description), or undefined when it may. */
export function unsafeTextReason(text: string, { multiline = false }: TextRuleOptions = {}): string | undefined {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code === 0) return 'must not contain the NUL character (U+0000)';
    if (isLineBreakOrTab(code)) {
      if (multiline) continue;
      return 'must be one line, without line breaks or tabs';
    }
    if (isControl(code)) return `must not contain control characters (${hex(code)})`;
    if (isBidiControl(code)) return `must not contain bidirectional control characters (${hex(code)})`;
    if (isHighSurrogate(code) && isLowSurrogate(text.charCodeAt(i + 1))) {
      i += 1;
      continue;
    }
    if (isHighSurrogate(code) || isLowSurrogate(code)) return 'must be valid Unicode text';
  }
  return undefined;
}
