import * as v from 'valibot';
import { BrandSchema, type Brand } from './schema.ts';

/** Thrown when a brand.json does not match the schema; the message names file, field and problem. */
export class BrandConfigError extends Error {
  override name = 'BrandConfigError';
}

type Issue = v.InferIssue<typeof BrandSchema>;

/** valibot's wording for object keys ("Invalid key: Expected never…") is turned into plain words. */
function describe(issue: Issue): string {
  if (issue.type === 'strict_object' && issue.expected === 'never') return 'is not a known field';
  if (issue.kind === 'schema' && issue.received === 'undefined') return 'is missing';
  if (issue.type === 'partial_check' || /received/i.test(issue.message)) return issue.message;
  return `${issue.message} (got ${issue.received})`;
}

/** Validates a parsed brand.json; `file` is only used in the error message. */
export function parseBrand(input: unknown, file: string): Brand {
  const result = v.safeParse(BrandSchema, input);
  if (result.success) return result.output;
  const problems = result.issues.map((issue) => {
    const field = v.getDotPath(issue) ?? '(root)';
    return `  ${file}: field "${field}": ${describe(issue)}`;
  });
  throw new BrandConfigError(`Invalid brand configuration:\n${problems.join('\n')}`);
}
