// Every string of a parsed JSON value, object keys included, with its dot path (as valibot's getDotPath names
// a field: `paymentData.beneficiaryName`, `rows.0.description`). Walked with a stack, not recursion: a body
// of 100,000 nested arrays is a short walk, not a stack overflow.

export interface JsonString {
  /** The dot path of the value; for a key, the path of the object holding it ('' at the top). */
  path: string;
  text: string;
  isKey: boolean;
}

const join = (path: string, key: string) => (path === '' ? key : `${path}.${key}`);

export function* stringsIn(value: unknown): Generator<JsonString> {
  const stack: { value: unknown; path: string }[] = [{ value, path: '' }];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const { value: current, path } = next;
    if (typeof current === 'string') {
      yield { path, text: current, isKey: false };
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i -= 1) stack.push({ value: current[i], path: join(path, String(i)) });
    } else if (typeof current === 'object' && current !== null) {
      const entries = Object.entries(current);
      for (const [key] of entries) yield { path, text: key, isKey: true };
      for (let i = entries.length - 1; i >= 0; i -= 1) {
        const [key, item] = entries[i] as [string, unknown];
        stack.push({ value: item, path: join(path, key) });
      }
    }
  }
}
