// The method API's last line against U+0000 (security review L1): PostgreSQL refuses the character in text and
// jsonb, and a field whose schema forgot the free-text rule (fields.ts `text()`) would answer HTTP 500. Any
// string of the body holding it, a field name included, is refused with VF before the payload is validated.
import { type Answer, type ValidationError, validationFailed } from './answers.ts';
import { stringsIn } from './json-strings.ts';

const NUL = '\u0000';
/** A body of a thousand such strings gets a short answer. */
const MAX_REPORTED = 10;

export const holdsNul = (body: unknown): boolean => {
  for (const { text } of stringsIn(body)) if (text.includes(NUL)) return true;
  return false;
};

/** Each field (at most MAX_REPORTED) whose text or field name holds U+0000. */
export function nulErrors(body: unknown): ValidationError[] {
  const errors: ValidationError[] = [];
  for (const { path, text, isKey } of stringsIn(body)) {
    if (!text.includes(NUL)) continue;
    errors.push({
      param: path || 'body',
      description: isKey
        ? 'must not have a field name with the NUL character (U+0000)'
        : 'must not contain the NUL character (U+0000)',
    });
    if (errors.length === MAX_REPORTED) break;
  }
  return errors;
}

/** VF naming each field whose text or field name holds U+0000. */
export const nulRefusal = (body: unknown): Answer => validationFailed(nulErrors(body));
