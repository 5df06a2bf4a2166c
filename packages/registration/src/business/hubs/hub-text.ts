// Words the hubs share: a person's or company's name as listed, the users' rights, the share problems.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { basisPointsToPercent } from '@paydeck/brand-config/decimal';
import type { Company, Person } from '../../model/draft';
import type { LevelShareProblem } from '../../model/shares';

/** "First Last", or words saying the name is still missing. */
export function personName(i18n: I18n, person: Pick<Person, 'firstName' | 'lastName'> | undefined): string {
  const name = `${person?.firstName ?? ''} ${person?.lastName ?? ''}`.trim();
  return name || i18n._(msg`New person (no name yet)`);
}

export function companyName(i18n: I18n, company: Pick<Company, 'name'> | undefined): string {
  return company?.name.trim() || i18n._(msg`New company (no name yet)`);
}

/** The rights a registration user may get (WIRE.md: 1 read, 2 full, 3 initiate, 4 confirmed). */
export const userRights = [2, 1, 3, 4] as const;

export const rightsText: Record<
  (typeof userRights)[number],
  { label: MessageDescriptor; description: MessageDescriptor }
> = {
  1: { label: msg`Read only`, description: msg`Sees balances and history; cannot send money.` },
  2: { label: msg`Full access`, description: msg`Does everything, including managing users.` },
  3: { label: msg`Initiate payments`, description: msg`Prepares payments for someone else to confirm.` },
  4: { label: msg`Initiate and confirm payments`, description: msg`Prepares and confirms payments.` },
};

/**
 * Basis points as the locale writes the percentage's number, up to two decimals (10000 -> "100", 3333 -> "33,33"
 * in ro): Intl formats the decimal string exactly.
 */
export const percentOfBasisPoints = (i18n: I18n, basisPoints: number): string =>
  i18n.number(basisPointsToPercent(basisPoints) as `${number}`, { maximumFractionDigits: 2 });

/** The words of a level's share problem; `index` rows are named by the caller. */
export function shareProblemText(i18n: I18n, problem: LevelShareProblem): string {
  const sum = 'sumBasisPoints' in problem ? percentOfBasisPoints(i18n, problem.sumBasisPoints) : '';
  switch (problem.code) {
    case 'shareOutOfRange':
      return i18n._(msg`Each share must be above 0 and at most 100 percent.`);
    case 'sumTooLow':
      return i18n._(msg`The shares add up to ${sum} percent: together they must make 10 to 100 percent.`);
    case 'sumTooHigh':
      return i18n._(msg`The shares add up to ${sum} percent: together they cannot exceed 100 percent.`);
  }
}
