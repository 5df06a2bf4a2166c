import type { ApiClient, Term } from '@paydeck/api-client';
import * as v from 'valibot';

export function acceptTerms(api: ApiClient, terms: readonly Term[]) {
  return api.call(
    'termsAccept',
    { termIds: terms.map((term) => term.id) },
    { schema: v.object({ responseCode: v.string() }) },
  );
}
