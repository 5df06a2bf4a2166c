// The additional questions (identity spec 7.2 dictionaries: "additional questions (business, personal)"):
// public like the other dictionaries, in the language of the call (the browser shows the names it is given).
import * as v from 'valibot';
import { ok } from '../../api/answers.ts';
import { type MethodDefinition, publicMethod } from '../../api/registry.ts';
import { nameIn, type TranslatedName } from '../../lang.ts';

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

const questionNames: Readonly<Record<string, TranslatedName>> = {
  'Which countries are your main customers in?': [
    '¿En qué países están sus principales clientes?',
    'Em quais países estão seus principais clientes?',
    'În ce țări se află principalii dumneavoastră clienți?',
    'В каких странах находятся ваши основные клиенты?',
    'У яких країнах перебувають ваші основні клієнти?',
  ],
  'Which payment providers do you use today?': [
    '¿Qué proveedores de pago usa hoy?',
    'Quais provedores de pagamento você usa hoje?',
    'Ce furnizori de plăți folosiți în prezent?',
    'Какими платёжными провайдерами вы пользуетесь сейчас?',
    'Якими платіжними провайдерами ви користуєтеся зараз?',
  ],
  'Do you hold licences for your activity? Which?': [
    '¿Tiene licencias para su actividad? ¿Cuáles?',
    'Você tem licenças para sua atividade? Quais?',
    'Aveți licențe pentru activitatea dumneavoastră? Care?',
    'Есть ли у вас лицензии на вашу деятельность? Какие?',
    'Чи маєте ви ліцензії на свою діяльність? Які?',
  ],
  'What do you plan to use the account for?': [
    '¿Para qué piensa usar la cuenta?',
    'Para que você pretende usar a conta?',
    'Pentru ce intenționați să folosiți contul?',
    'Для чего вы планируете использовать счёт?',
    'Для чого ви плануєте використовувати рахунок?',
  ],
  'Which countries will you send money to?': [
    '¿A qué países enviará dinero?',
    'Para quais países você vai enviar dinheiro?',
    'În ce țări veți trimite bani?',
    'В какие страны вы будете отправлять деньги?',
    'У які країни ви надсилатимете гроші?',
  ],
};

const dictionaryAdditionalQuestions = publicMethod({
  name: 'dictionaryAdditionalQuestions',
  readOnly: true,
  payload: v.object({
    kind: v.optional(v.picklist(['business', 'personal'], 'must be business or personal'), 'business'),
  }),
  handle: async ({ lang }, { kind }) =>
    ok({
      items: additionalQuestions[kind ?? 'business'].map((question) => ({
        ...question,
        name: nameIn(question.name, questionNames, lang),
      })),
    }),
});

export const questionMethods: MethodDefinition[] = [dictionaryAdditionalQuestions];
