// An export being built (exportBuild, exportStatus): its id is sealed (files/links.ts) and carries the
// request and when it started, so nothing is stored; the build takes EXPORT_BUILD_MS.
import * as v from 'valibot';
import { seal, unseal } from '../../files/links.ts';

const ExportSchema = v.object({
  k: v.literal('export'),
  c: v.number(),
  a: v.number(),
  f: v.string(),
  t: v.string(),
  fmt: v.picklist(['pdf', 'csv']),
  b: v.optional(v.string()),
  at: v.number(),
});
export type ExportRequest = v.InferOutput<typeof ExportSchema>;

export const exportId = (request: Omit<ExportRequest, 'k'>): string => seal({ k: 'export', ...request });

export function readExportId(id: string): ExportRequest | undefined {
  const parsed = v.safeParse(ExportSchema, unseal(id));
  return parsed.success ? parsed.output : undefined;
}
