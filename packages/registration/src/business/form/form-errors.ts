// A TanStack Form validator from the model's rules: each problem goes to the form field that shows it. A plain
// field (`name`) gets its words; a group field (an address, a phone: one form field holding an object) gets an
// object of words by part (`{ city: '…' }`), which its group component shows under each part.
import type { I18n } from '@lingui/core';
import type * as v from 'valibot';
import { fieldProblems } from '../../model/form-rules';
import { type ProblemOverrides, problemWords } from './problem-text';

export type GroupErrors = Partial<Record<string, string>>;
export type FieldErrors = Record<string, string | GroupErrors>;

/**
 * The problems of `value` by form field. `groups` names the fields that hold an object (their parts' problems
 * are gathered under them; a problem of the whole group, e.g. a phone that is neither empty nor complete, goes to
 * the part named by `groupFallback`, default `number`).
 */
export function formErrors(
  i18n: I18n,
  rules: v.GenericSchema,
  value: unknown,
  {
    groups = [],
    overrides = {},
    groupFallback = 'number',
  }: {
    groups?: readonly string[];
    overrides?: ProblemOverrides;
    groupFallback?: string;
  } = {},
): FieldErrors {
  const errors: FieldErrors = {};
  for (const [path, code] of fieldProblems(rules, value)) {
    const words = problemWords(i18n, path, code, overrides);
    const [head = '', ...rest] = path.split('.');
    if (groups.includes(head)) {
      const part = rest.join('.') || groupFallback;
      const group = (errors[head] ?? {}) as GroupErrors;
      if (!group[part]) group[part] = words;
      errors[head] = group;
    } else if (!errors[path]) {
      errors[path] = words;
    }
  }
  return errors;
}

/** The form-level validator's answer: undefined when nothing is wrong (TanStack Form reads that as valid). */
export const validatorResult = (errors: FieldErrors) =>
  Object.keys(errors).length === 0 ? undefined : { fields: errors };

/** The first words of a plain field's errors. */
export function firstError(errors: readonly unknown[]): string | undefined {
  for (const error of errors) {
    if (typeof error === 'string' && error) return error;
    if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string')
      return error.message;
  }
  return undefined;
}

/** A group field's errors by part (the newest object among its errors). */
export function groupErrors(errors: readonly unknown[]): GroupErrors {
  for (const error of errors)
    if (error && typeof error === 'object' && !('message' in error)) return error as GroupErrors;
  return {};
}
