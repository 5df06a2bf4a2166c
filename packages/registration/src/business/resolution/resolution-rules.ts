// Who can be asked to sign the business resolution (WIRE.md "Business resolution": 1 to 10 directors of the root
// company, each with a name and an e-mail, no e-mail twice). Pure.
import type { ResolutionRequest } from '../../api/resolution';
import type { Draft, Person } from '../../model/draft';
import { directorsOf } from '../../model/draft-rules';
import { shouldCheckEmail } from '../../model/email-status';

export const MAX_RESOLUTION_SIGNERS = 10;

/** A director can sign when they have a first and last name and a valid e-mail. */
export const canSign = (person: Person) =>
  person.firstName.trim() !== '' && person.lastName.trim() !== '' && shouldCheckEmail(person.email);

export type ResolutionProblem = 'noCompany' | 'noneChosen' | 'tooMany' | 'sameEmail' | 'cannotSign';

/** The request for the chosen directors, or what stops it. */
export function resolutionRequest(
  draft: Draft,
  chosen: readonly string[],
): { request: ResolutionRequest } | { problem: ResolutionProblem } {
  const company = {
    name: draft.generalForm.name.trim(),
    registrationNumber: draft.legalForm.registrationNumber.trim(),
    registrationCountryCode: draft.legalForm.registrationCountryCode,
  };
  if (!company.name || !company.registrationNumber || !company.registrationCountryCode) return { problem: 'noCompany' };
  const signers = directorsOf(draft, null).filter((person) => chosen.includes(person.id));
  if (signers.length === 0) return { problem: 'noneChosen' };
  if (signers.length > MAX_RESOLUTION_SIGNERS) return { problem: 'tooMany' };
  if (!signers.every(canSign)) return { problem: 'cannotSign' };
  const emails = signers.map((person) => person.email.trim().toLowerCase());
  if (new Set(emails).size !== emails.length) return { problem: 'sameEmail' };
  return {
    request: {
      company,
      directors: signers.map((person) => ({
        personId: person.id,
        firstName: person.firstName.trim(),
        lastName: person.lastName.trim(),
        email: person.email.trim(),
      })),
    },
  };
}
