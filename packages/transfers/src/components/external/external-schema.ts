// The external form's validator (TanStack Form + valibot): the rules of external-rules.ts, worded, each at
// its field's path (extras.<name> for an extra parameter).
import * as v from 'valibot';
import { externalProblems, type RuleContext } from './external-rules';
import { type ProblemText, problemAbout } from './external-words';
import type { ExternalValues } from './values';

const pathTo = (values: ExternalValues, field: string): v.ObjectPathItem[] => {
  const [head, name] = field.split('.') as [keyof ExternalValues, string | undefined];
  const first: v.ObjectPathItem = {
    type: 'object',
    origin: 'value',
    input: { ...values },
    key: head,
    value: values[head],
  };
  if (name === undefined) return [first];
  return [first, { type: 'object', origin: 'value', input: values.extras, key: name, value: values.extras[name] }];
};

export function externalSchema(ctx: RuleContext, text: ProblemText) {
  return v.pipe(
    v.custom<ExternalValues>((input) => typeof input === 'object' && input !== null),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const values = dataset.value as ExternalValues;
      const about = problemAbout(ctx, values);
      for (const { field, problem } of externalProblems(ctx, values))
        addIssue({ message: text(field, problem, about), path: pathTo(values, field) as [v.ObjectPathItem] });
    }),
  );
}
