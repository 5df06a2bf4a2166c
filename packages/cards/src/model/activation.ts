// The fields the server asks for to activate a card (cardActivationData's extraParams): each has a name,
// a label and a pattern the value must match.
import type { ExtraParam } from '../api/card';

export type ExtraParamProblem = 'required' | 'format';

export function extraParamProblem(param: Pick<ExtraParam, 'pattern'>, value: string): ExtraParamProblem | null {
  const typed = value.trim();
  if (typed === '') return 'required';
  return new RegExp(param.pattern).test(typed) ? null : 'format';
}

/** The values to send, trimmed, by field name; null while one of them is not acceptable. */
export function extraParamValues(
  params: readonly ExtraParam[],
  values: Readonly<Record<string, string>>,
): Record<string, string> | null {
  const entries = params.map((param) => [param.name, (values[param.name] ?? '').trim()] as const);
  if (params.some((param) => extraParamProblem(param, values[param.name] ?? '') !== null)) return null;
  return Object.fromEntries(entries);
}
