// The company's users as the requests' creator filter needs them (businessUserList, existing method:
// WIRE.md "Company transaction requests"). Only users who have signed in (a user id) can have created one.
import { type Caller, Id } from '@paydeck/accounts/api';
import * as v from 'valibot';

const Name = v.nullish(v.string(), null);
const BusinessUserSchema = v.object({
  userId: v.nullish(Id, null),
  firstName: Name,
  lastName: Name,
  email: v.string(),
});
const BusinessUsersAnswer = v.object({ users: v.array(BusinessUserSchema) });

export interface RequestCreator {
  userId: number;
  name: string;
}

/** The creators to filter by: active users, named by their name (else their e-mail), sorted by name. */
export async function fetchRequestCreators(api: Caller, signal?: AbortSignal): Promise<RequestCreator[]> {
  const { users } = await api.call('businessUserList', {}, { schema: BusinessUsersAnswer, signal, idempotent: true });
  const creators: RequestCreator[] = [];
  for (const user of users) {
    if (user.userId === null) continue;
    const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
    creators.push({ userId: user.userId, name: name || user.email });
  }
  return creators.sort((a, b) => a.name.localeCompare(b.name));
}
