// What free text the bank keeps may hold (security review L1-L3), one rule for the client's forms and the
// sandbox: no U+0000 (PostgreSQL refuses it) or other C0/C1 control character (tab and line breaks only in
// multi-line text: notes, pasted lines), no bidirectional embedding, override or isolate (U+202A-U+202E,
// U+2066-U+2069: "Refund <U+202E>gnp.exe" reads "Refund exe.png"), no lone surrogate; and at most the field's
// characters once trimmed (UTF-16 units, as the server counts). The marks U+200E, U+200F and U+061C are allowed:
// each is one invisible strong letter that cannot reverse a run of text, and right-to-left writers need them.
// Letters of every script are text. Pure, without dependencies (its own entry: `@paydeck/api-client/text-rules`).

/** The first character free text may not hold, and what kind it is. */
export interface TextFault {
  kind: 'nul' | 'lineBreak' | 'control' | 'bidi' | 'surrogate';
  code: number;
}

export interface TextRuleOptions {
  /** Tab, line feed, carriage return and the Unicode line and paragraph separators are allowed. */
  multiline?: boolean;
}

const isLineBreakOrTab = (code: number) =>
  code === 0x09 || code === 0x0a || code === 0x0d || code === 0x2028 || code === 0x2029;
const isControl = (code: number) => code <= 0x1f || (code >= 0x7f && code <= 0x9f);
const isBidiControl = (code: number) => (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069);
const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** The first character of `text` that free text may not hold, or null. */
export function textFault(text: string, { multiline = false }: TextRuleOptions = {}): TextFault | null {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code === 0) return { kind: 'nul', code };
    if (isLineBreakOrTab(code)) {
      if (multiline) continue;
      return { kind: 'lineBreak', code };
    }
    if (isControl(code)) return { kind: 'control', code };
    if (isBidiControl(code)) return { kind: 'bidi', code };
    if (isHighSurrogate(code) && isLowSurrogate(text.charCodeAt(i + 1))) i += 1;
    else if (isHighSurrogate(code) || isLowSurrogate(code)) return { kind: 'surrogate', code };
  }
  return null;
}

/** A form's two messages: a control character (or a line break where one line is asked), or a bidi control. */
export type UnsafeText = 'control' | 'bidi';
export type TextProblem = 'tooLong' | UnsafeText;

export interface TextRule extends TextRuleOptions {
  /** At most this many characters once trimmed. */
  max: number;
}

/** Whether the text holds a character free text may not, as a form words it. */
export function unsafeText(text: string, options: TextRuleOptions = {}): UnsafeText | null {
  const fault = textFault(text, options);
  if (!fault) return null;
  return fault.kind === 'bidi' ? 'bidi' : 'control';
}

/** What is wrong with a free text for its rule (an empty text is the field's own "required" question). */
export function textProblem(text: string, rule: TextRule): TextProblem | null {
  return unsafeText(text, rule) ?? (text.trim().length > rule.max ? 'tooLong' : null);
}
