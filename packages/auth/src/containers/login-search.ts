import * as v from 'valibot';

/** The sign-in page's entry parameters (identity spec 2.2) and the reason of a logout. */
export interface LoginSearch {
  code?: string;
  codeVerifier?: string;
  fromCustomerId?: number;
  emailConfirmation?: 'success' | 'fail';
  reason?: 'sessionExpired';
}

const field = <S extends v.GenericSchema>(schema: S, value: unknown) => {
  const parsed = v.safeParse(schema, value);
  return parsed.success ? (parsed.output as v.InferOutput<S>) : undefined;
};

const secret = v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.minLength(1), v.maxLength(512));

/** Anything unexpected is dropped, never an error page. */
export function parseLoginSearch(input: Record<string, unknown>): LoginSearch {
  const search: LoginSearch = {};
  const code = field(secret, input.code);
  const codeVerifier = field(v.pipe(v.string(), v.regex(/^[A-Za-z0-9\-._~]{43,128}$/)), input.codeVerifier);
  if (code && codeVerifier) Object.assign(search, { code, codeVerifier });
  const fromCustomerId = field(
    v.pipe(
      v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/))]),
      v.transform(Number),
      v.integer(),
      v.minValue(1),
    ),
    input.fromCustomerId,
  );
  if (fromCustomerId !== undefined) search.fromCustomerId = fromCustomerId;
  const emailConfirmation = field(v.picklist(['success', 'fail']), input.emailConfirmation);
  if (emailConfirmation) search.emailConfirmation = emailConfirmation;
  if (input.reason === 'sessionExpired') search.reason = 'sessionExpired';
  return search;
}
