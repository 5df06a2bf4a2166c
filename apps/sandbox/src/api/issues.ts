// valibot issues as { param, description } pairs; a missing field reads "is required".
import * as v from 'valibot';
import type { ValidationError } from './answers.ts';

export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): ValidationError[] {
  return issues.map((issue) => {
    const param = v.getDotPath(issue) ?? 'body';
    const missing = issue.kind === 'schema' && issue.input === undefined && issue.type !== 'undefined';
    return { param, description: missing ? 'is required' : issue.message };
  });
}

/** "name: is required, type: must be android or ios" (the token service's 400 message). */
export const issuesText = (issues: readonly v.BaseIssue<unknown>[]): string =>
  describeIssues(issues)
    .map(({ param, description }) => `${param}: ${description}`)
    .join(', ');
