// Notification settings (payments spec 3, 7): the defaults, and only what a person changed is stored.
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { ok } from '../../api/answers.ts';
import { type MethodDefinition, sessionMethod } from '../../api/registry.ts';
import { notificationSettings } from './tables.ts';

/** The settings a person has, with their defaults (identified, group, value). */
export const notificationDefaults = [
  { identified: 'loginEmail', group: 'security', value: true },
  { identified: 'loginPush', group: 'security', value: false },
  { identified: 'paymentReceivedEmail', group: 'payments', value: true },
  { identified: 'paymentSentEmail', group: 'payments', value: false },
  { identified: 'invoiceEmail', group: 'payments', value: true },
  { identified: 'paymentPush', group: 'payments', value: true },
  { identified: 'newsEmail', group: 'marketing', value: false },
] as const;

const notificationSettingsGet = sessionMethod({
  name: 'notificationSettingsGet',
  readOnly: true,
  payload: v.object({}),
  async handle({ db, session }) {
    const rows = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, session.userId));
    const chosen = new Map(rows.map((row) => [row.identified, row.value]));
    return ok({
      settings: notificationDefaults.map((setting) => ({
        ...setting,
        value: chosen.get(setting.identified) ?? setting.value,
      })),
    });
  },
});

const notificationSettingsSet = sessionMethod({
  name: 'notificationSettingsSet',
  payload: v.object({
    identified: v.picklist(
      notificationDefaults.map((setting) => setting.identified),
      'is not a notification setting',
    ),
    value: v.pipe(
      v.union([v.boolean(), v.number(), v.string()]),
      v.transform((value) => value === true || value === 1 || value === '1' || value === 'true'),
    ),
  }),
  async handle({ db, session }, { identified, value }) {
    await db
      .insert(notificationSettings)
      .values({ userId: session.userId, identified, value })
      .onConflictDoUpdate({ target: [notificationSettings.userId, notificationSettings.identified], set: { value } });
    return ok({ identified, value });
  },
});

export const notificationMethods: MethodDefinition[] = [notificationSettingsGet, notificationSettingsSet];
