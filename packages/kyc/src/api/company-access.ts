// Company users and their access rights (WIRE-business.md "Company users"): the users, the representatives who
// could become users, adding one, a new authorised user, resending its activation, updating rights.
import * as v from 'valibot';
import { RepresentativeSchema } from './company-people';
import type { Caller } from './profile';
import { Id } from './schemas';

const OptionalText = v.nullish(v.string(), null);
const read = { idempotent: true } as const;

export const CompanyUserSchema = v.object({
  /** The representative id. */
  id: Id,
  /** null while the activation is pending. */
  userId: v.nullish(Id, null),
  typeId: Id,
  firstName: OptionalText,
  lastName: OptionalText,
  email: v.string(),
  accessRights: Id,
  status: v.picklist(['active', 'pending']),
});
export type CompanyUser = v.InferOutput<typeof CompanyUserSchema>;

export const fetchCompanyUsers = async (api: Caller, signal?: AbortSignal) =>
  (await api.call('businessUserList', {}, { schema: v.object({ users: v.array(CompanyUserSchema) }), signal, ...read }))
    .users;

export const fetchPotentialUsers = async (api: Caller, signal?: AbortSignal) =>
  (
    await api.call(
      'businessPotentialUsers',
      {},
      { schema: v.object({ representatives: v.array(RepresentativeSchema) }), signal, ...read },
    )
  ).representatives;

const UserAnswer = v.object({ user: CompanyUserSchema });

/** One company user's details (businessAuthorisedUserGet; `id` is the representative id). */
export const fetchCompanyUser = async (api: Caller, id: number, signal?: AbortSignal) =>
  (await api.call('businessAuthorisedUserGet', { id }, { schema: UserAnswer, signal, ...read })).user;

const AccessRightsAnswer = v.object({
  accessRights: v.array(v.object({ id: v.pipe(v.number(), v.integer(), v.minValue(0)), name: v.string() })),
});

/** The access rights the server lets be given (businessAccessRightsList): their ids, in its order. */
export const fetchAccessRights = async (api: Caller, signal?: AbortSignal): Promise<number[]> =>
  (await api.call('businessAccessRightsList', {}, { schema: AccessRightsAnswer, signal, ...read })).accessRights.map(
    (right) => right.id,
  );

export const updateAccessRights = async (api: Caller, id: number, accessRights: number) =>
  (await api.call('businessUserAccessRightsUpdate', { id, accessRights }, { schema: UserAnswer })).user;

export const addRepresentativeAsUser = async (api: Caller, representativeId: number, accessRights: number) =>
  (await api.call('businessAuthorisedUserCreate', { representativeId, accessRights }, { schema: UserAnswer })).user;

export interface NewAuthorisedUser {
  firstName: string;
  lastName: string;
  email: string;
  accessRights: number;
}

export const createAuthorisedUser = async (api: Caller, user: NewAuthorisedUser) =>
  (await api.call('businessAuthorisedUserCreate', user, { schema: UserAnswer })).user;

export const resendAuthorisedUser = async (api: Caller, id: number): Promise<void> => {
  await api.call('businessAuthorisedUserResend', { id }, { schema: v.object({}) });
};
