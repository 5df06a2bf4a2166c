// Shapes shared by the answers this package parses (apps/sandbox METHODS.md is the contract).
import { DownloadUrlSchema } from '@paydeck/api-client';
import * as v from 'valibot';

/** Money as a decimal string ("1276.29", "-3.50"): never a number, never a float. */
export const Money = v.pipe(
  v.string('must be a decimal string'),
  v.regex(/^-?\d+(\.\d+)?$/, 'must be a decimal string'),
);

/** A numeric id (the server sends numbers). */
export const Id = v.pipe(v.number(), v.integer());

/** Optional text; missing or null is null. */
export const Text = v.optional(
  v.pipe(
    v.nullable(v.string()),
    v.transform((value) => value ?? null),
  ),
  null,
);

/** A calendar date YYYY-MM-DD. */
export const DateText = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));

/** An instant, ISO 8601. */
export const Instant = v.pipe(v.string(), v.isoTimestamp());

export const Success = v.object({ responseCode: v.string() });

/** A file the server generated: a plain-GET download link (valid for a while) and its name. */
export const DownloadSchema = v.object({ fileName: v.string(), url: DownloadUrlSchema });
export type Download = v.InferOutput<typeof DownloadSchema>;

/** A page of a list. */
export const Paging = { results: v.number(), pageNumber: v.number(), pageSize: v.number() };
