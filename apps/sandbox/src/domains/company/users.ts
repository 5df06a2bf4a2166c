// Company users (WIRE-business.md "Company users"; spec 2.2 company-access, 3 access rights): the users and
// their rights, the rights that may be chosen, the representatives who could become users, authorised users
// created (a new person, or a representative) with an activation e-mail (identity's activationEmployee code),
// the e-mail sent again, and a user's rights changed.
import { and, asc, eq, isNotNull, ne } from 'drizzle-orm';
import * as v from 'valibot';
import { failure, invalid, ok } from '../../api/answers.ts';
import { EMAIL_MAX, id, requiredText } from '../../api/fields.ts';
import { type MethodDefinition, sessionMethod } from '../../api/registry.ts';
import { customerAccesses, representatives, users } from '../customer/tables.ts';
import { companyRefusal } from './access.ts';
import { companyUserRow, type RepresentativeRow, sendActivation, userStateOf, userView } from './user-accounts.ts';
import { representativesOf } from './views.ts';

export const accessRightNames = ['No access', 'Read', 'Full access', 'Initiate', 'Confirmed'];

const businessUserList = sessionMethod({
  name: 'businessUserList',
  readOnly: true,
  payload: v.object({}),
  async handle(ctx) {
    const refused = await companyRefusal(ctx, 'read');
    if (refused) return refused;
    const rows = await ctx.db
      .select()
      .from(representatives)
      .where(and(eq(representatives.companyCustomerId, ctx.customerId), isNotNull(representatives.accessRights)))
      .orderBy(asc(representatives.id));
    return ok({ users: await Promise.all(rows.map((rep) => userView(ctx, rep))) });
  },
});

const businessAccessRightsList = sessionMethod({
  name: 'businessAccessRightsList',
  payload: v.object({}),
  readOnly: true,
  async handle(ctx) {
    const refused = await companyRefusal(ctx, 'read');
    return refused ?? ok({ accessRights: accessRightNames.map((name, right) => ({ id: right, name })) });
  },
});

const businessPotentialUsers = sessionMethod({
  name: 'businessPotentialUsers',
  readOnly: true,
  payload: v.object({}),
  async handle(ctx) {
    const refused = await companyRefusal(ctx, 'read');
    if (refused) return refused;
    const all = await representativesOf(ctx.db, ctx.customerId);
    const userEmails = new Set(all.filter((rep) => rep.isUser).map((rep) => rep.email?.toLowerCase()));
    const taken = new Set((await ctx.db.select({ login: users.login }).from(users)).map((u) => u.login));
    const seen = new Set<string>();
    const potential = all.filter((rep) => {
      const email = rep.email?.toLowerCase();
      if (rep.typeId === 9 || rep.isUser || !email || userEmails.has(email) || taken.has(email) || seen.has(email))
        return false;
      seen.add(email);
      return true;
    });
    return ok({ representatives: potential });
  },
});

const businessAuthorisedUserGet = sessionMethod({
  name: 'businessAuthorisedUserGet',
  readOnly: true,
  payload: v.object({ id: id() }),
  async handle(ctx, input) {
    const refused = await companyRefusal(ctx, 'read');
    if (refused) return refused;
    const rep = await companyUserRow(ctx, input.id);
    return rep ? ok({ user: await userView(ctx, rep) }) : failure('TA1', 'Unknown user');
  },
});

const rightOf = (max: number) =>
  v.pipe(id('must be an access right'), v.maxValue(max, 'is not an access right that may be chosen'));
const email = v.pipe(
  requiredText(undefined, { max: EMAIL_MAX }),
  v.toLowerCase(),
  v.check((value) => value.length > 5 && value.includes('@') && value.includes('.'), 'must be an e-mail address'),
);

const businessAuthorisedUserCreate = sessionMethod({
  name: 'businessAuthorisedUserCreate',
  payload: v.union([
    v.object({ representativeId: id(), accessRights: rightOf(4) }),
    v.object({
      firstName: v.pipe(requiredText(), v.maxLength(100)),
      lastName: v.pipe(requiredText(), v.maxLength(100)),
      email,
      accessRights: v.optional(rightOf(4)),
    }),
  ]),
  async handle(ctx, input) {
    const refused = await companyRefusal(ctx, 'full');
    if (refused) return refused;
    let rep: RepresentativeRow | undefined;
    if ('representativeId' in input) {
      [rep] = await ctx.db
        .select()
        .from(representatives)
        .where(
          and(eq(representatives.id, input.representativeId), eq(representatives.companyCustomerId, ctx.customerId)),
        );
      if (!rep || rep.typeId === 9) return failure('TA1', 'Unknown representative');
      if (rep.accessRights !== null) return invalid('representativeId', 'is a user already');
      if (!rep.email) return invalid('representativeId', 'has no e-mail address');
    }
    const address = ('email' in input ? input.email : (rep?.email ?? '')).toLowerCase();
    const [taken] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.login, address));
    if (taken)
      return invalid('email' in input ? 'email' : 'representativeId', 'is taken: the e-mail is a user already');
    if (rep) {
      [rep] = await ctx.db
        .update(representatives)
        .set({ accessRights: input.accessRights })
        .where(eq(representatives.id, rep.id))
        .returning();
    } else if ('email' in input) {
      [rep] = await ctx.db
        .insert(representatives)
        .values({
          companyCustomerId: ctx.customerId,
          typeId: 5,
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          accessRights: input.accessRights ?? 5,
        })
        .returning();
    }
    if (!rep) throw new Error('Representative write returned nothing');
    const tooMany = await sendActivation(ctx, rep);
    if (tooMany) return tooMany;
    const [fresh] = await ctx.db.select().from(representatives).where(eq(representatives.id, rep.id));
    return ok({ user: await userView(ctx, fresh ?? rep) });
  },
});

const businessAuthorisedUserResend = sessionMethod({
  name: 'businessAuthorisedUserResend',
  payload: v.object({ id: id() }),
  async handle(ctx, input) {
    const refused = await companyRefusal(ctx, 'full');
    if (refused) return refused;
    const rep = await companyUserRow(ctx, input.id);
    if (!rep) return failure('TA1', 'Unknown user');
    if (!rep.email) return invalid('id', 'has no e-mail address');
    if ((await userStateOf(ctx, rep)).active) return invalid('id', 'is active already');
    return (await sendActivation(ctx, rep)) ?? ok();
  },
});

const businessUserAccessRightsUpdate = sessionMethod({
  name: 'businessUserAccessRightsUpdate',
  payload: v.object({
    id: id(),
    accessRights: v.pipe(
      v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/))], 'must be an access right'),
      v.transform(Number),
      v.picklist([0, 1, 2, 3, 4], 'is not an access right that may be chosen'),
    ),
  }),
  async handle(ctx, input) {
    const refused = await companyRefusal(ctx, 'full');
    if (refused) return refused;
    const rep = await companyUserRow(ctx, input.id);
    if (!rep) return failure('TA1', 'Unknown user');
    const state = await userStateOf(ctx, rep);
    if (state.user?.id === ctx.session.userId) return invalid('accessRights', 'cannot be changed for yourself');
    if (rep.accessRights === 2 && input.accessRights !== 2) {
      const others = await ctx.db
        .select({ id: representatives.id })
        .from(representatives)
        .where(
          and(
            eq(representatives.companyCustomerId, ctx.customerId),
            eq(representatives.accessRights, 2),
            ne(representatives.id, rep.id),
          ),
        );
      if (others.length === 0)
        return invalid('accessRights', 'would leave the company without a user with full access');
    }
    await ctx.db
      .update(representatives)
      .set({ accessRights: input.accessRights })
      .where(eq(representatives.id, rep.id));
    if (state.user) {
      await ctx.db
        .update(customerAccesses)
        .set({ accessRights: input.accessRights })
        .where(and(eq(customerAccesses.userId, state.user.id), eq(customerAccesses.customerId, ctx.customerId)));
      ctx.sandbox.sessions.clear(); // the user's cached session carries the old right
    }
    const [fresh] = await ctx.db.select().from(representatives).where(eq(representatives.id, rep.id));
    return ok({ user: await userView(ctx, fresh ?? rep) });
  },
});

export const userMethods: MethodDefinition[] = [
  businessUserList,
  businessAccessRightsList,
  businessPotentialUsers,
  businessAuthorisedUserGet,
  businessAuthorisedUserCreate,
  businessAuthorisedUserResend,
  businessUserAccessRightsUpdate,
];
