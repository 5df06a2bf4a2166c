// `POST service/check-urls` (spec 7.2 "service/check-urls (urls)"; method `serviceCheckUrls`, answer named here,
// packages/kyc/WIRE.md "Service"): whether each given web address is acceptable, by a fixed rule that needs no
// network, so every test and journey sees the same answer:
//   invalid      not an http(s) address with a host name (a bare host gets https://), an IP address, localhost, a
//                host without a dot or a top-level domain of fewer than 2 letters, or longer than 2048 characters
//   unreachable  a host under the reserved .invalid top-level domain (RFC 2606: never resolves), or whose first
//                label is "down" or "offline" (the sandbox's stand-ins for a site that does not answer)
//   ok           anything else
import * as v from 'valibot';
import { ok } from '../../api/answers.ts';
import { type MethodDefinition, publicMethod } from '../../api/registry.ts';

export type UrlStatus = 'ok' | 'invalid' | 'unreachable';
export const MAX_URLS = 10;
const MAX_URL_LENGTH = 2048;

export function urlStatus(raw: string): UrlStatus {
  const typed = raw.trim();
  if (!typed || typed.length > MAX_URL_LENGTH) return 'invalid';
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(typed) ? typed : `https://${typed}`);
  } catch {
    return 'invalid';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'invalid';
  const host = url.hostname.toLowerCase();
  const labels = host.split('.');
  const tld = labels.at(-1) ?? '';
  if (labels.length < 2 || !/^[a-z]{2,}$/.test(tld) || host === 'localhost' || host.startsWith('[')) return 'invalid';
  if (tld === 'invalid' || labels[0] === 'down' || labels[0] === 'offline') return 'unreachable';
  return 'ok';
}

const serviceCheckUrls = publicMethod({
  name: 'serviceCheckUrls',
  readOnly: true,
  payload: v.object({
    urls: v.pipe(
      v.array(v.string('must be a list of web addresses'), 'must be a list of web addresses'),
      v.minLength(1, 'must name at least one web address'),
      v.maxLength(MAX_URLS, `must name at most ${MAX_URLS} web addresses`),
    ),
  }),
  handle: async (_ctx, { urls }) => ok({ urls: urls.map((url) => ({ url, status: urlStatus(url) })) }),
});

export const checkUrlMethods: MethodDefinition[] = [serviceCheckUrls];
