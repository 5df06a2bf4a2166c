// The access rights a company user with full access may give another (identity spec 3, 6). Which rights may be
// chosen is the server's answer (businessAccessRightsList); auth's `AccessRight` names them for the labels only.
import { AccessRight } from '@paydeck/auth';

export type AccessRightName = keyof typeof AccessRight;

export function accessRightName(right: number): AccessRightName | undefined {
  return (Object.keys(AccessRight) as AccessRightName[]).find((name) => AccessRight[name] === right);
}

/**
 * The rights to offer, in the server's order: those it answered, except 5 (uploading marks an authorised user and is
 * never offered, spec 3) and any right without a label here (a right this app does not know is not offered blind).
 */
export function assignableRights(answered: readonly number[]): number[] {
  return answered.filter((right) => right !== AccessRight.uploading && accessRightName(right) !== undefined);
}
