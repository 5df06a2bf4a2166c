import type { I18n } from '@lingui/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { failureText } from '../components/common/errors';
import type { Loadable } from '../components/common/Loadable';

/** A query as a Loadable (data kept while a refetch runs). */
export function toLoadable<T>(query: Pick<UseQueryResult<T>, 'data' | 'error' | 'isError'>, i18n: I18n): Loadable<T> {
  if (query.data !== undefined) return { kind: 'ready', data: query.data };
  if (query.isError) return { kind: 'failed', message: failureText(query.error, i18n) };
  return { kind: 'loading' };
}
