// `POST service/check-urls` (WIRE.md "Service"): whether the given web addresses are acceptable, each `ok`,
// `invalid` (not a web address the bank takes) or `unreachable` (the site does not answer).
import type { ApiClient } from '@paydeck/api-client';
import * as v from 'valibot';

export const urlStatuses = ['ok', 'invalid', 'unreachable'] as const;
export type UrlStatus = (typeof urlStatuses)[number];

export const CheckUrlsSchema = v.object({
  urls: v.array(v.object({ url: v.string(), status: v.picklist(urlStatuses) })),
});

/** The status of each address, in the order given. */
export const checkUrls = async (api: Pick<ApiClient, 'send'>, urls: readonly string[], signal?: AbortSignal) =>
  (await api.send('POST', 'service/check-urls', { urls }, { schema: CheckUrlsSchema, signal, idempotent: true })).urls;
