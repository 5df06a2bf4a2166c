// What free text may hold (security review L1, L2): the one rule of `@paydeck/api-client/text-rules` (the app's
// forms check the same), worded for a VF answer. Used by the method API's fields, the helpdesk and contracts.
import { type TextRuleOptions, textFault } from '@paydeck/api-client/text-rules';

export type { TextRuleOptions };

const hex = (code: number) => `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;

/** Why `text` may not be kept as free text (the field's VF description), or undefined when it may. */
export function unsafeTextReason(text: string, options: TextRuleOptions = {}): string | undefined {
  const fault = textFault(text, options);
  if (!fault) return undefined;
  switch (fault.kind) {
    case 'nul':
      return 'must not contain the NUL character (U+0000)';
    case 'lineBreak':
      return 'must be one line, without line breaks or tabs';
    case 'control':
      return `must not contain control characters (${hex(fault.code)})`;
    case 'bidi':
      return `must not contain bidirectional control characters (${hex(fault.code)})`;
    case 'surrogate':
      return 'must be valid Unicode text';
  }
}
