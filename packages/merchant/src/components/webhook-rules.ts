// The webhook and allowed-IP forms' rules (valibot), checked before sending; the sandbox checks them again and
// also refuses internal destinations (WIRE.md "Destinations").
import * as v from 'valibot';
import { EMAIL_MAX, NAME_MAX, type TextProblem, type TextRule, textProblem } from '../model/free-text';

export { EMAIL_MAX, NAME_MAX };

export type FormProblem =
  | 'nameRequired'
  | 'nameLong'
  | 'emailLong'
  | 'urlRequired'
  | 'urlInvalid'
  | 'ipInvalid'
  | 'ipOrder'
  | 'control'
  | 'bidi';
export type Words = (problem: FormProblem) => string;

/** A valibot check of free text (model/free-text.ts), worded by the problem it finds; before any trim. */
export const freeTextCheck = (word: (problem: TextProblem) => string, rule: TextRule) =>
  v.rawCheck<string>(({ dataset, addIssue }) => {
    const problem = dataset.typed ? textProblem(dataset.value, rule) : null;
    if (problem) addIssue({ message: word(problem) });
  });

/** The name and e-mail rules' own wording of a too-long text. */
const worded = (word: Words, long: FormProblem) => (problem: TextProblem) =>
  word(problem === 'tooLong' ? long : problem);

export const isHttpUrl = (text: string): boolean => {
  try {
    const url = new URL(text.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
};

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
export const isIpv4 = (text: string): boolean => IPV4.test(text.trim());
const ipNumber = (ip: string) => ip.split('.').reduce((sum, part) => sum * 256 + Number(part), 0);

/** A name (of a key, webhook, allowed IP, logo or person): required, at most 100 characters, safe text. */
export const nameSchema = (word: Words, required: string = word('nameRequired')) =>
  v.pipe(v.string(), freeTextCheck(worded(word, 'nameLong'), { max: NAME_MAX }), v.trim(), v.nonEmpty(required));

/** An e-mail: at most 254 characters of safe text, then the e-mail's shape. */
export const emailSchema = (word: Words, invalid: string) =>
  v.pipe(v.string(), freeTextCheck(worded(word, 'emailLong'), { max: EMAIL_MAX }), v.trim(), v.email(invalid));

export interface WebhookValues {
  name: string;
  url: string;
  enabled: boolean;
}

export const webhookSchema = (word: Words) =>
  v.object({
    name: nameSchema(word),
    url: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(word('urlRequired')),
      v.check((text) => text === '' || isHttpUrl(text), word('urlInvalid')),
    ),
    enabled: v.boolean(),
  });

export interface AllowedIpValues {
  name: string;
  ipFrom: string;
  ipTo: string;
  enabled: boolean;
}

export const allowedIpSchema = (word: Words) =>
  v.pipe(
    v.object({
      name: nameSchema(word),
      ipFrom: v.pipe(v.string(), v.trim(), v.check(isIpv4, word('ipInvalid'))),
      ipTo: v.pipe(
        v.string(),
        v.trim(),
        v.check((text) => text === '' || isIpv4(text), word('ipInvalid')),
      ),
      enabled: v.boolean(),
    }),
    v.forward(
      v.check(
        ({ ipFrom, ipTo }) => !isIpv4(ipFrom) || !isIpv4(ipTo) || ipNumber(ipTo) >= ipNumber(ipFrom),
        word('ipOrder'),
      ),
      ['ipTo'],
    ),
  );

export interface ApiKeyValues {
  name: string;
  enabled: boolean;
}
export const apiKeySchema = (word: Words) => v.object({ name: nameSchema(word), enabled: v.boolean() });
