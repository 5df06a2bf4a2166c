// The webhook and allowed-IP forms' rules (valibot), checked before sending; the sandbox checks them again and
// also refuses internal destinations (WIRE.md "Destinations").
import * as v from 'valibot';

export const NAME_MAX = 100;

export type FormProblem = 'nameRequired' | 'nameLong' | 'urlRequired' | 'urlInvalid' | 'ipInvalid' | 'ipOrder';
export type Words = (problem: FormProblem) => string;

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

const nameSchema = (word: Words) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(word('nameRequired')), v.maxLength(NAME_MAX, word('nameLong')));

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
