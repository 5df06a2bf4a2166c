// How the draft changes as the hubs change it (identity spec 4.4): after every change the persons no longer
// referenced are dropped unless they are users, the companies no longer reachable from the root shareholders are
// dropped, and a person whose share is 25 percent or less loses their source-of-funds details. Pure.
import type { Company, Draft, Person, Shareholder } from './draft';

/**
 * Spec 9: "source-of-funds threshold 0.25 (details required above 25 percent)": 0.25 is the fraction of the
 * company, i.e. 25 percent. A share at or under it clears the details; above it they are required.
 */
export const SOURCE_OF_FUNDS_THRESHOLD_PERCENT = 25;

/** Where a list of directors or shareholders belongs: the root company (null) or a company shareholder's id. */
export type Level = string | null;

/** The companies reachable from the root shareholders (each once, whatever the nesting or a cycle). */
export function reachableCompanies(draft: Draft): Company[] {
  const byId = new Map(draft.companies.map((company) => [company.id, company]));
  const seen = new Set<string>();
  const queue = [...draft.shareholders];
  const found: Company[] = [];
  while (queue.length > 0) {
    const entry = queue.shift() as Shareholder;
    if (entry.kind !== 'company' || seen.has(entry.companyId)) continue;
    seen.add(entry.companyId);
    const company = byId.get(entry.companyId);
    if (!company) continue;
    found.push(company);
    queue.push(...company.shareholders);
  }
  return found;
}

/** Every share entry of the draft's reachable levels: the root's, then each company's. */
function shareEntries(draft: Draft): Shareholder[] {
  return [...draft.shareholders, ...reachableCompanies(draft).flatMap((company) => company.shareholders)];
}

/** Person ids referenced by the root (directors, owners, shareholders) and by reachable companies. */
export function referencedPersonIds(draft: Draft): Set<string> {
  const ids = new Set<string>([...draft.directors, ...draft.owners]);
  for (const company of reachableCompanies(draft)) for (const id of company.directors) ids.add(id);
  for (const entry of shareEntries(draft)) if (entry.kind === 'person') ids.add(entry.personId);
  return ids;
}

/** A person's share for the source-of-funds rule: their largest direct share at any level (0 if none). */
export function personShare(draft: Draft, personId: string): number {
  let share = 0;
  for (const entry of shareEntries(draft)) {
    if (entry.kind === 'person' && entry.personId === personId) share = Math.max(share, entry.share);
  }
  return share;
}

/** Above the threshold, a person gives a detail for each chosen source of funds. */
export const needsSourceDetails = (share: number) => share > SOURCE_OF_FUNDS_THRESHOLD_PERCENT;

/**
 * The spec's 4.4 rules applied after a change: unreachable companies and unreferenced non-user persons dropped;
 * source-of-funds details of a person at or under the threshold cleared; references to persons or companies that
 * no longer exist removed. Idempotent.
 */
export function normalizeDraft(draft: Draft): Draft {
  const companyIds = new Set(draft.companies.map((company) => company.id));
  const personIds = new Set(draft.persons.map((person) => person.id));
  const keepEntry = (entry: Shareholder) =>
    entry.kind === 'person' ? personIds.has(entry.personId) : companyIds.has(entry.companyId);
  const linked: Draft = {
    ...draft,
    directors: draft.directors.filter((id) => personIds.has(id)),
    owners: draft.owners.filter((id) => personIds.has(id)),
    shareholders: draft.shareholders.filter(keepEntry),
    companies: draft.companies.map((company) => ({
      ...company,
      directors: company.directors.filter((id) => personIds.has(id)),
      shareholders: company.shareholders.filter(keepEntry),
    })),
  };
  const reachable = new Set(reachableCompanies(linked).map((company) => company.id));
  const pruned: Draft = { ...linked, companies: linked.companies.filter((company) => reachable.has(company.id)) };
  const referenced = referencedPersonIds(pruned);
  const persons = pruned.persons
    .filter((person) => person.isUser || referenced.has(person.id))
    .map((person) =>
      needsSourceDetails(personShare(pruned, person.id)) || Object.keys(person.sourceDetails).length === 0
        ? person
        : { ...person, sourceDetails: {} },
    );
  return { ...pruned, persons };
}

// The hubs' changes. Adding or replacing a person or a company does not normalize (a new one is referenced by the
// next change: `setDirectors(upsertPerson(draft, person), null, [...ids, person.id])`); the reference changes do.

/** Adds or replaces a person (by id); unreferenced, it goes at the next normalization unless it is a user. */
export function upsertPerson(draft: Draft, person: Person): Draft {
  const exists = draft.persons.some((one) => one.id === person.id);
  const persons = exists
    ? draft.persons.map((one) => (one.id === person.id ? person : one))
    : [...draft.persons, person];
  return { ...draft, persons };
}

/** Adds or replaces a company shareholder (by id); it stays only while a shareholder entry points at it. */
export function upsertCompany(draft: Draft, company: Company): Draft {
  const exists = draft.companies.some((one) => one.id === company.id);
  const companies = exists
    ? draft.companies.map((one) => (one.id === company.id ? company : one))
    : [...draft.companies, company];
  return { ...draft, companies };
}

const mapCompany = (draft: Draft, id: string, change: (company: Company) => Company): Draft => ({
  ...draft,
  companies: draft.companies.map((company) => (company.id === id ? change(company) : company)),
});

/** The directors of a level (person ids, in order, each once). */
export function setDirectors(draft: Draft, level: Level, personIds: readonly string[]): Draft {
  const directors = [...new Set(personIds)];
  const next = level === null ? { ...draft, directors } : mapCompany(draft, level, (c) => ({ ...c, directors }));
  return normalizeDraft(next);
}

/** The ultimate beneficial owners of the root company (person ids). */
export function setOwners(draft: Draft, personIds: readonly string[]): Draft {
  return normalizeDraft({ ...draft, owners: [...new Set(personIds)] });
}

/** The shareholders of a level. */
export function setShareholders(draft: Draft, level: Level, entries: readonly Shareholder[]): Draft {
  const shareholders = [...entries];
  const next = level === null ? { ...draft, shareholders } : mapCompany(draft, level, (c) => ({ ...c, shareholders }));
  return normalizeDraft(next);
}

/** Marks a person as a company user with `accessRights`, or (isUser false) no longer a user. */
export function setUser(draft: Draft, personId: string, isUser: boolean, accessRights = 0): Draft {
  const persons = draft.persons.map((person) =>
    person.id === personId ? { ...person, isUser, accessRights: isUser ? accessRights : 0 } : person,
  );
  return normalizeDraft({ ...draft, persons });
}

/** The directors of a level, as persons (missing ids skipped). */
export function directorsOf(draft: Draft, level: Level): Person[] {
  const ids = level === null ? draft.directors : (draft.companies.find((c) => c.id === level)?.directors ?? []);
  return ids.flatMap((id) => draft.persons.filter((person) => person.id === id));
}

/** The shareholder entries of a level. */
export function shareholdersOf(draft: Draft, level: Level): Shareholder[] {
  if (level === null) return draft.shareholders;
  return draft.companies.find((company) => company.id === level)?.shareholders ?? [];
}

/** The company users. */
export const usersOf = (draft: Draft): Person[] => draft.persons.filter((person) => person.isUser);
