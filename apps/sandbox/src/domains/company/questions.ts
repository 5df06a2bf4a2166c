// The additional questions (identity spec 7.2 dictionaries: "additional questions (business, personal)"):
// public like the other dictionaries, English (the browser shows the names it is given).
import * as v from 'valibot';
import { ok } from '../../api/answers.ts';
import { type MethodDefinition, publicMethod } from '../../api/registry.ts';

export const additionalQuestions = {
  business: [
    { id: 1, name: 'Which countries are your main customers in?' },
    { id: 2, name: 'Which payment providers do you use today?' },
    { id: 3, name: 'Do you hold licences for your activity? Which?' },
  ],
  personal: [
    { id: 11, name: 'What do you plan to use the account for?' },
    { id: 12, name: 'Which countries will you send money to?' },
  ],
} as const;

const dictionaryAdditionalQuestions = publicMethod({
  name: 'dictionaryAdditionalQuestions',
  readOnly: true,
  payload: v.object({
    kind: v.optional(v.picklist(['business', 'personal'], 'must be business or personal'), 'business'),
  }),
  handle: async (_ctx, { kind }) => ok({ items: additionalQuestions[kind ?? 'business'] }),
});

export const questionMethods: MethodDefinition[] = [dictionaryAdditionalQuestions];
