// What the hubs' buttons do to the draft: add a new or an existing person in a role at a level, add a company
// shareholder, remove an entry. New persons and companies get their id here, referenced in the same change (the
// model drops an unreferenced non-user person at once). Pure; every change goes through the model's rules.
import { type Draft, emptyCompany, emptyPerson, type Shareholder } from '../../model/draft';
import { type Level, setDirectors, setShareholders, setUser, shareholdersOf } from '../../model/draft-rules';
import { roundShare } from '../../model/shares';
import type { PersonRole } from '../steps';

const directorIds = (draft: Draft, level: Level) =>
  level === null ? draft.directors : (draft.companies.find((company) => company.id === level)?.directors ?? []);

/** Gives an existing person of the draft a role at a level (a user gets no rights until chosen). */
export function addExistingPerson(draft: Draft, role: PersonRole, level: Level, personId: string): Draft {
  if (role === 'director') return setDirectors(draft, level, [...directorIds(draft, level), personId]);
  if (role === 'user') return setUser(draft, personId, true, 0);
  const entries = shareholdersOf(draft, level);
  if (entries.some((entry) => entry.kind === 'person' && entry.personId === personId)) return draft;
  return setShareholders(draft, level, [...entries, { kind: 'person', personId, share: 0 }]);
}

/** A new, empty person with `id` in a role at a level. */
export function addNewPerson(draft: Draft, role: PersonRole, level: Level, id: string): Draft {
  const withPerson = { ...draft, persons: [...draft.persons, { ...emptyPerson(id), isUser: role === 'user' }] };
  return addExistingPerson(withPerson, role, level, id);
}

/** A new, empty company shareholder with `id` at a level (its share typed in the hub). */
export function addNewCompany(draft: Draft, level: Level, id: string): Draft {
  const withCompany = { ...draft, companies: [...draft.companies, emptyCompany(id)] };
  return setShareholders(withCompany, level, [
    ...shareholdersOf(draft, level),
    { kind: 'company', companyId: id, share: 0 },
  ]);
}

/** Takes a person out of a role at a level (the model then drops them if nothing else references them). */
export function removePerson(draft: Draft, role: PersonRole, level: Level, personId: string): Draft {
  if (role === 'director')
    return setDirectors(
      draft,
      level,
      directorIds(draft, level).filter((id) => id !== personId),
    );
  if (role === 'user') return setUser(draft, personId, false);
  return setShareholders(
    draft,
    level,
    shareholdersOf(draft, level).filter((entry) => !(entry.kind === 'person' && entry.personId === personId)),
  );
}

/** The key of a shareholder entry in a hub: the person's or the company's id. */
export const entryKey = (entry: Shareholder) => (entry.kind === 'person' ? entry.personId : entry.companyId);

/** Takes a shareholder entry (person or company) out of a level. */
export function removeShareholder(draft: Draft, level: Level, key: string): Draft {
  return setShareholders(
    draft,
    level,
    shareholdersOf(draft, level).filter((entry) => entryKey(entry) !== key),
  );
}

/** Changes the share of one entry of a level, rounded to two decimals (no number: 0). */
export function setShare(draft: Draft, level: Level, key: string, share: number): Draft {
  const safe = roundShare(share);
  return setShareholders(
    draft,
    level,
    shareholdersOf(draft, level).map((entry) => (entryKey(entry) === key ? { ...entry, share: safe } : entry)),
  );
}
