import * as v from 'valibot';
import { BrandSchema, type Brand } from './schema.ts';

/** Thrown when a brand.json does not match the schema; the message names file, field and problem. */
export class BrandConfigError extends Error {
  override name = 'BrandConfigError';
}

/** Validates a parsed brand.json; `file` is only used in the error message. */
export function parseBrand(input: unknown, file: string): Brand {
  const result = v.safeParse(BrandSchema, input);
  if (result.success) return result.output;
  const problems = result.issues.map((issue) => {
    const field = v.getDotPath(issue) ?? '(root)';
    return `  ${file}: field "${field}": ${issue.message}`;
  });
  throw new BrandConfigError(`Invalid brand configuration:\n${problems.join('\n')}`);
}
