// One HTTP POST to a merchant's URL whose connection is pinned to checked addresses: the socket's DNS lookup itself
// refuses a private (or, unless allowed, loopback) address, so a name cannot resolve to a public address for the
// check and to an internal one for the request (DNS rebinding). Redirects are not followed here (delivery.ts does,
// checking each hop).
import { type LookupAddress, lookup } from 'node:dns';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { classifyAddress } from './destination.ts';

export interface PostAnswer {
  status: number;
  location: string | null;
}

/** dns.lookup that fails for an address the destination rules refuse. */
export function guardedLookup(allowLoopback: boolean): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const kinds = addresses.map((entry) => classifyAddress(entry.address));
      if (kinds.includes('private')) return callback(new Error('url: resolves to a private address'), '', 0);
      if (kinds.includes('loopback') && !allowLoopback)
        return callback(new Error('url: resolves to a loopback address'), '', 0);
      if (addresses.length === 0) return callback(new Error('url: does not resolve'), '', 0);
      if ((options as { all?: boolean }).all)
        return (callback as never as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const [first] = addresses as [LookupAddress];
      return callback(null, first.address, first.family);
    });
  };
}

export function post(
  url: string,
  body: string,
  headers: Record<string, string>,
  options: { timeoutMs: number; allowLoopback: boolean },
): Promise<PostAnswer> {
  const target = new URL(url);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) },
        lookup: guardedLookup(options.allowLoopback),
        timeout: options.timeoutMs,
      },
      (answer) => {
        answer.resume(); // the answer's body is not kept
        answer.on('end', () =>
          resolve({
            status: answer.statusCode ?? 0,
            location: (answer.headers.location as string | undefined) ?? null,
          }),
        );
        answer.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${options.timeoutMs} ms`)));
    req.on('error', reject);
    req.end(body);
  });
}
