// Which compliance declarations a company signs (a decision: the spec names the declarations, not who signs them):
// a company whose industry is in the adult group (registration's dictionaryIndustry: adult entertainment, webcam
// studio, adult content platform) signs the studio and the streaming-platform declarations and the prohibited
// escort statement; any other industry, or none known, signs none.
import { industries } from '../registration/industries.ts';

export const declarationTypes = ['studio', 'streamingPlatform'] as const;
export type DeclarationKind = (typeof declarationTypes)[number] | 'prohibitedEscort';

const adultSet: ReadonlySet<DeclarationKind> = new Set(['studio', 'streamingPlatform', 'prohibitedEscort']);
const noneSet: ReadonlySet<DeclarationKind> = new Set();

export function requiredDeclarations(industryId: number | null): ReadonlySet<DeclarationKind> {
  const industry = industries.find((one) => one.id === industryId);
  return industry?.group === 'adult' ? adultSet : noneSet;
}
