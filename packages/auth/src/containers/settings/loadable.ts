import type { UseQueryResult } from '@tanstack/react-query';
import type { Loadable } from '../../components/common/Loadable';

/** A query as a section shows it. */
export function toLoadable<T, R = T>(
  query: UseQueryResult<T>,
  failureText: (error: unknown) => string,
  pick?: (data: T) => R,
): Loadable<R> {
  if (query.isSuccess) return { kind: 'ready', data: pick ? pick(query.data) : (query.data as unknown as R) };
  if (query.isError) return { kind: 'failed', message: failureText(query.error) };
  return { kind: 'loading' };
}
