// The access rights a company user with full access may give another (identity spec 3, 6). The rights
// themselves are auth's `AccessRight`, the one place they live (what each allows: auth's company rights).
import { AccessRight } from '@paydeck/auth';

export type AccessRightName = keyof typeof AccessRight;

/** The rights a person may pick for a company user: 0-4; 5 (uploading) marks an authorised user, never offered. */
export const selectableAccessRights: readonly number[] = [
  AccessRight.none,
  AccessRight.read,
  AccessRight.full,
  AccessRight.initiate,
  AccessRight.confirmed,
];

export const isSelectableAccessRight = (right: number) => selectableAccessRights.includes(right);

export function accessRightName(right: number): AccessRightName | undefined {
  return (Object.keys(AccessRight) as AccessRightName[]).find((name) => AccessRight[name] === right);
}
