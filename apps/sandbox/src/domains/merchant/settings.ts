// IPN settings (notifyUrl, notifyStatusId) and payment-notification settings (statusId, the signing secret, made
// again on request and answered only then) (payments.md 3, 7, 9: the status ids default to 1). Right 2 only, as the
// webhooks: whoever holds the secret can sign deliveries the merchant's shop trusts.
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { accessDenied, invalid, ok } from '../../api/answers.ts';
import { flag, id, text } from '../../api/fields.ts';
import { type MethodDefinition, sessionMethod } from '../../api/registry.ts';
import { hasFullAccess, newSecret, settingsOf } from './access.ts';
import { deliveryConfig } from './delivery.ts';
import { refuseDestination } from './destination.ts';
import { merchantSettings } from './tables.ts';

const statusId = () => v.pipe(id(), v.maxValue(9, 'must be a status id from 1 to 9'));

export const settingsMethods: MethodDefinition[] = [
  sessionMethod({
    name: 'ipnSettingsGet',
    payload: v.object({}),
    async handle({ db, customerId, accessRights }) {
      if (!hasFullAccess(accessRights)) return accessDenied();
      const row = await settingsOf(db, customerId);
      return ok({ notifyUrl: row.notifyUrl, notifyStatusId: row.notifyStatusId });
    },
  }),
  sessionMethod({
    name: 'ipnSettingsUpdate',
    idempotent: true,
    payload: v.object({ notifyUrl: v.optional(text(), ''), notifyStatusId: v.optional(statusId(), 1) }),
    async handle({ db, customerId, accessRights }, input) {
      if (!hasFullAccess(accessRights)) return accessDenied();
      const url = input.notifyUrl.trim();
      const refusal = url && (await refuseDestination(url, { allowLoopback: deliveryConfig().allowLoopback }));
      if (refusal) return invalid('notifyUrl', refusal);
      await settingsOf(db, customerId);
      await db
        .update(merchantSettings)
        .set({ notifyUrl: url, notifyStatusId: input.notifyStatusId, updatedAt: new Date() })
        .where(eq(merchantSettings.customerId, customerId));
      return ok({ responseDescription: 'Settings saved', notifyUrl: url, notifyStatusId: input.notifyStatusId });
    },
  }),
  sessionMethod({
    name: 'paymentNotificationSettingsGet',
    payload: v.object({}),
    async handle({ db, customerId, accessRights }) {
      if (!hasFullAccess(accessRights)) return accessDenied();
      const row = await settingsOf(db, customerId);
      return ok({ statusId: row.statusId, secret: null });
    },
  }),
  sessionMethod({
    name: 'paymentNotificationSettingsUpdate',
    idempotent: true,
    payload: v.object({ statusId: v.optional(statusId(), 1), regenerateSecret: v.optional(flag(), false) }),
    async handle({ db, customerId, accessRights }, input) {
      if (!hasFullAccess(accessRights)) return accessDenied();
      await settingsOf(db, customerId);
      const secret = input.regenerateSecret ? newSecret() : null;
      await db
        .update(merchantSettings)
        .set({ statusId: input.statusId, ...(secret ? { secret } : {}), updatedAt: new Date() })
        .where(eq(merchantSettings.customerId, customerId));
      return ok({ responseDescription: 'Settings saved', statusId: input.statusId, secret });
    },
  }),
];
