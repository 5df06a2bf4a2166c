// The bank publishes new terms (a sandbox control; only the bank does it):
//   POST /__sandbox/terms   { key, label, text, url, texts?: { <lang>: { label, text } } }   → { termsId, delivered }
// Nobody has accepted them yet, so every customerInfo answers TE until they are accepted (the terms flow at the
// next sign-in); every person with a page open is told now (acceptTermsLogin), in each connection's language.
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { issuesText } from '../../api/issues.ts';
import { readJson } from '../../http.ts';
import { type InLanguages, languages } from '../../lang.ts';
import { type NotificationWords, publishNotification } from '../../realtime/notify.ts';
import type { Sandbox } from '../../sandbox.ts';
import { termsIn } from './customer.ts';
import { terms, users } from './tables.ts';

export const newTermsWords: InLanguages<NotificationWords> = {
  en: { title: 'New terms to accept', body: '{label}: read and accept them when you next sign in.' },
  es: {
    title: 'Nuevas condiciones que aceptar',
    body: '{label}: léalas y acéptelas la próxima vez que inicie sesión.',
  },
  pt: { title: 'Novos termos para aceitar', body: '{label}: leia e aceite-os na próxima vez que entrar.' },
  ro: { title: 'Termeni noi de acceptat', body: '{label}: citiți-i și acceptați-i la următoarea conectare.' },
  ru: { title: 'Новые условия для принятия', body: '{label}: прочитайте и примите их при следующем входе.' },
  ua: { title: 'Нові умови для прийняття', body: '{label}: прочитайте та прийміть їх під час наступного входу.' },
};

const line = (max: number) => v.pipe(v.string(), v.trim(), v.nonEmpty('is required'), v.maxLength(max, 'is too long'));
const entry = v.object({ label: line(200), text: line(5000) });
const termsBody = v.object({
  key: v.pipe(line(100), v.regex(/^[a-z0-9-]+$/, 'must be lowercase letters, digits and dashes')),
  label: line(200),
  text: line(5000),
  url: v.pipe(line(500), v.url('must be a URL')),
  texts: v.optional(v.partial(v.object(Object.fromEntries(languages.map((lang) => [lang, entry]))))),
});

/** Adds the terms entry and tells every person's live connections; answers how many heard it. */
export async function publishTerms(sandbox: Sandbox, input: v.InferOutput<typeof termsBody>) {
  const [created] = await sandbox.db
    .insert(terms)
    .values({ key: input.key, label: input.label, text: input.text, url: input.url, texts: input.texts ?? null })
    .onConflictDoNothing()
    .returning();
  if (!created) return undefined;
  sandbox.answers.clear();
  const everyone = await sandbox.db.selectDistinct({ customerId: users.customerId }).from(users);
  let delivered = 0;
  for (const { customerId } of everyone) {
    delivered += publishNotification(sandbox, customerId, {
      type: 'acceptTermsLogin',
      status: 'warning',
      words: newTermsWords,
      values: (lang) => ({ label: termsIn(created, created.texts, lang).label }),
    });
  }
  return { termsId: created.id, delivered };
}

export function termsControls(sandbox: Sandbox): Hono {
  const app = new Hono();
  app.post('/terms', async (c: Context) => {
    const parsed = v.safeParse(termsBody, await readJson(c));
    if (!parsed.success) return c.json({ message: issuesText(parsed.issues) }, 400);
    const published = await publishTerms(sandbox, parsed.output);
    if (!published) return c.json({ message: `Terms ${parsed.output.key} exist already` }, 409);
    return c.json(published);
  });
  return app;
}
