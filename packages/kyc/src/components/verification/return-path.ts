/** The identity landing's `?return=`: a path of this app only (`/…`, never `//host`, a backslash or a control
 * character a browser would read as another host), else none. */
export const safeReturnPath = (value: unknown): string | undefined =>
  typeof value === 'string' &&
  value.startsWith('/') &&
  !value.startsWith('//') &&
  !value.includes('\\') &&
  ![...value].some((ch) => ch < ' ')
    ? value
    : undefined;
