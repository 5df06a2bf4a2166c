import * as v from 'valibot';

/** Ids arrive as numbers or numeric strings (the body rules of the client turn one into the other). */
export const Id = v.union([v.number(), v.string()]);
/** A flag, also when sent as 0/1 or "true"; missing or null is false. */
export const Flag = v.optional(
  v.pipe(
    v.nullable(v.union([v.boolean(), v.number(), v.string()])),
    v.transform((value) => value === true || value === 1 || value === '1' || value === 'true'),
  ),
  false,
);
/** Optional text; missing is null. */
export const Text = v.optional(
  v.pipe(
    v.nullable(v.string()),
    v.transform((value) => value ?? null),
  ),
  null,
);
/** A list of names; missing or null is empty. */
export const Names = v.optional(
  v.pipe(
    v.nullable(v.array(v.string())),
    v.transform((value) => value ?? []),
  ),
  [],
);
export const Success = v.object({ responseCode: v.string() });
