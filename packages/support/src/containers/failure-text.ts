// What the messages page says when a helpdesk call fails. The helpdesk's 429 reaches the page as an error whose
// message is the client's id `helpdeskUnavailable` (api-client): the person reads the page's own sentence instead.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { failureText, type Loadable, toLoadable } from '@paydeck/accounts';
import { ApiError, HELPDESK_UNAVAILABLE } from '@paydeck/api-client';
import type { UseQueryResult } from '@tanstack/react-query';

export const helpdeskUnavailableText = msg`Support is not available right now.`;

export const isHelpdeskUnavailable = (error: unknown): boolean =>
  error instanceof ApiError && error.message === HELPDESK_UNAVAILABLE;

/** A failure's words in the person's language; never a message id. */
export function supportFailureText(error: unknown, i18n: I18n): string {
  return isHelpdeskUnavailable(error) ? i18n._(helpdeskUnavailableText) : failureText(error, i18n);
}

/** A helpdesk query as the page shows it, its failure in supportFailureText's words. */
export function supportLoadable<T>(
  query: Pick<UseQueryResult<T>, 'data' | 'error' | 'isError'>,
  i18n: I18n,
): Loadable<T> {
  if (query.data === undefined && query.isError)
    return { kind: 'failed', message: supportFailureText(query.error, i18n) };
  return toLoadable(query, i18n);
}

/**
 * The ticket list as the page shows it: the helpdesk's own list; while the helpdesk answers 429 and has given none,
 * the proxy's (zoho/tickets, through the session), so the tickets stay readable, loading meanwhile (the page's
 * banner already says support is unavailable); the helpdesk's failure only if the proxy fails too.
 */
export function ticketsLoadable<T>(
  direct: Pick<UseQueryResult<T>, 'data' | 'error' | 'isError'>,
  proxy: Pick<UseQueryResult<T>, 'data' | 'isError'>,
  unavailable: boolean,
  i18n: I18n,
): Loadable<T> {
  if (direct.data === undefined && unavailable && !proxy.isError)
    return proxy.data === undefined ? { kind: 'loading' } : { kind: 'ready', data: proxy.data };
  return supportLoadable(direct, i18n);
}
