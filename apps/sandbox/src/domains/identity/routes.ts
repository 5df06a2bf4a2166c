// The token service (/auth) and the device API (/device-api), as in the wire protocol.
// Errors: 400 { message } for a malformed request, 401 without a session, 403 { message } refused.
import { and, eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { atMost, NAME_MAX, safeText } from '../../api/fields.ts';
import { issuesText } from '../../api/issues.ts';
import { holdsNul, nulErrors } from '../../api/nul-guard.ts';
import { loginAttempts } from './tables.ts';
import { users } from '../customer/tables.ts';
import { bearerToken, clientIp, readJson } from '../../http.ts';
import { pickLang, written } from '../../lang.ts';
import { sendMessage } from '../../outbox.ts';
import { pushResent, storesLinks } from './mail-words.ts';
import type { Sandbox } from '../../sandbox.ts';
import { newToken } from '../../crypto.ts';
import { PKCE_TEXT } from './crypto.ts';
import { approveMethods, createDevice, deleteDevice, getDevice, listDevices, updateDevice } from './devices.ts';
import { confirmLogin, exchangeCode, exchangeDeviceSecret } from './tokens.ts';
import { exchangeEntryCode, issueEntryCode } from './entry-codes.ts';
import { login } from './login.ts';
import { TokenServiceError } from './errors.ts';
import { approveSeiAuthorization, describeSeiAuthorization, startSeiAuthorization } from './partners.ts';
import type { Session } from './sessions.ts';

/** A partner's session reads through the API; it manages nothing at the token service. */
const PARTNER_REFUSED = 'A partner session cannot do this';

/** The language of a token-service call (its Accept-Language), for the messages it sends. */
const langOf = (c: Context) => pickLang(undefined, c.req.header('accept-language'));

/** How recent the second factor of the session linking a device must be. */
export const DEVICE_LINK_SECONDS = 300;
export const DEVICE_LINK_REFUSED = 'Linking a device needs a sign-in from the last 5 minutes: sign in again';

const textOrNumber = v.pipe(v.union([v.string(), v.number()]), v.transform(String));
const pkceText = v.pipe(
  v.string('must be text'),
  v.regex(PKCE_TEXT, 'must be 43..128 characters of A-Z a-z 0-9 - . _ ~'),
);

const loginBody = v.object({
  client: v.picklist(['spa', 'sei'], 'must be spa or sei'),
  username: v.pipe(v.string('must be text'), v.nonEmpty('is required')),
  password: textOrNumber,
  codeChallenge: pkceText,
  secret: v.optional(v.string()),
  pushToken: v.optional(v.string()),
});

const tokenBody = v.union([
  v.object({
    code: v.pipe(v.string(), v.nonEmpty()),
    codeVerifier: pkceText,
    /** The browser exchanges an entry link's code (entry-codes.ts); sign-in codes come without it. */
    entry: v.optional(v.boolean('must be a boolean')),
    // A numeric code may arrive as a number after the client's body rules: keep its leading zeros.
    otp: v.optional(
      v.union([
        v.string(),
        v.pipe(
          v.number(),
          v.transform((n) => String(n).padStart(6, '0')),
        ),
      ]),
    ),
  }),
  v.object({ secret: v.pipe(v.string(), v.nonEmpty()), pushToken: v.pipe(v.string(), v.nonEmpty()) }),
]);

const refreshBody = v.object({ refreshToken: v.optional(v.string(), '') });
const confirmBody = v.object({ result: v.boolean('must be a boolean') });
const deviceBody = v.object({
  name: v.pipe(v.string('must be text'), v.trim(), safeText(), v.nonEmpty('is required'), atMost(NAME_MAX)),
  code: v.pipe(textOrNumber, v.nonEmpty('is required')),
  type: v.picklist(['android', 'ios'], 'must be android or ios'),
  pushToken: v.optional(v.string()),
  location: v.optional(v.pipe(v.string(), safeText(), atMost(200))),
});

async function parse<S extends v.GenericSchema>(c: Context, schema: S): Promise<v.InferOutput<S>> {
  const body = (await readJson(c)) ?? {};
  // U+0000 never reaches PostgreSQL (a login, a key, a device name): 400 like any malformed field.
  if (holdsNul(body)) {
    const fields = nulErrors(body).map(({ param, description }) => `${param}: ${description}`);
    throw new TokenServiceError(400, fields.join(', '));
  }
  const result = v.safeParse(schema, body);
  if (!result.success) throw new TokenServiceError(400, issuesText(result.issues));
  return result.output;
}

export function authRoutes(sandbox: Sandbox): Hono {
  const app = new Hono();

  app.onError((error, c) => {
    if (error instanceof TokenServiceError) return c.json({ message: error.message }, error.status);
    throw error;
  });

  app.post('/login', async (c) => c.json(await login(sandbox, await parse(c, loginBody), clientIp(c), langOf(c))));

  app.post('/token', async (c) => {
    const body = await parse(c, tokenBody);
    const ip = clientIp(c);
    if (!('code' in body)) return c.json(await exchangeDeviceSecret(sandbox, body, ip));
    return c.json(body.entry ? await exchangeEntryCode(sandbox, body, ip) : await exchangeCode(sandbox, body, ip));
  });

  app.post('/refresh', async (c) => {
    const { refreshToken } = await parse(c, refreshBody);
    const tokens = await sandbox.sessions.rotate(refreshToken);
    if (!tokens) throw new TokenServiceError(403, 'Invalid refresh token');
    return c.json(tokens);
  });

  app.post('/logout', async (c) => {
    const { refreshToken } = await parse(c, refreshBody);
    if (refreshToken) await sandbox.sessions.logout(refreshToken);
    return c.body(null, 204);
  });

  // Only the person's approved device, signed in as itself (device flow), answers a sign-in.
  app.put('/login/:key/confirm', async (c) => {
    const device = await sandbox.sessions.authenticate(bearerToken(c));
    if (!device) throw new TokenServiceError(401, 'Unauthorized');
    const { result } = await parse(c, confirmBody);
    await confirmLogin(sandbox, c.req.param('key'), result, device);
    return c.body(null, 204);
  });

  app.post('/push/re-send', async (c) => {
    const { key } = await parse(c, v.object({ key: v.string() }));
    const [attempt] = await sandbox.db
      .select({ login: users.login })
      .from(loginAttempts)
      .innerJoin(users, eq(users.id, loginAttempts.userId))
      .where(and(eq(loginAttempts.loginKey, key), eq(loginAttempts.status, 'pending')));
    if (!attempt) throw new TokenServiceError(404, 'Unknown or already answered login key');
    await sendMessage(sandbox.db, {
      kind: 'push',
      recipient: attempt.login,
      ...written(pushResent, langOf(c)),
      loginKey: key,
    });
    return c.body(null, 204);
  });

  app.post('/stores-urls/send', async (c) => {
    const { phoneNumber } = await parse(
      c,
      v.object({ phoneNumber: v.pipe(textOrNumber, v.regex(/^\+?\d{6,15}$/, 'must be a phone number')) }),
    );
    const number = phoneNumber.startsWith('+') ? phoneNumber : `+${phoneNumber}`;
    await sendMessage(sandbox.db, { kind: 'sms', recipient: number, ...written(storesLinks, langOf(c), { number }) });
    return c.body(null, 204);
  });

  // Everything below needs a session.
  const withSession = async (c: Context): Promise<Session> => {
    const session = await sandbox.sessions.authenticate(bearerToken(c));
    if (!session) throw new TokenServiceError(401, 'Unauthorized');
    if (session.client === 'sei') throw new TokenServiceError(403, PARTNER_REFUSED);
    return session;
  };
  const deviceId = (c: Context): number => {
    const id = Number(c.req.param('id'));
    if (!Number.isInteger(id) || id < 1) throw new TokenServiceError(404, 'Device not found');
    return id;
  };
  const found = <T>(value: T | null): T => {
    if (value === null) throw new TokenServiceError(404, 'Device not found');
    return value;
  };

  app.get('/sei/authorize', async (c) => c.redirect(await startSeiAuthorization(sandbox, c.req.query()), 302));
  app.get('/sei/authorize/:id', async (c) => {
    await withSession(c);
    return c.json(await describeSeiAuthorization(sandbox, c.req.param('id')));
  });
  app.post('/sei/authorize/:id', async (c) => {
    const { userId } = await withSession(c);
    return c.json(await approveSeiAuthorization(sandbox, userId, c.req.param('id')));
  });

  // A code for an entry link into the web app (identity spec 2.1), asked by a signed-in app or old web.
  app.post('/entry-code', async (c) => {
    const session = await withSession(c);
    const { codeChallenge } = await parse(c, v.object({ codeChallenge: pkceText }));
    return c.json(await issueEntryCode(sandbox, session, codeChallenge));
  });

  app.post('/scp/request', async (c) => {
    await withSession(c);
    return c.json({ deeplink: `paydeck://scp?token=${newToken()}` });
  });

  app.get('/devices/approve-methods', async (c) => {
    await withSession(c);
    return c.json(approveMethods);
  });
  app.get('/devices', async (c) => c.json(await listDevices(sandbox.db, (await withSession(c)).userId)));
  // Linking or approving a device gives out a way to sign in: only right after a full sign-in (the
  // person's own flow with its second factor), not with a session that is older or a token that leaked.
  const withFreshSecondFactor = async (c: Context): Promise<Session> => {
    const session = await withSession(c);
    if (!(await sandbox.sessions.freshSecondFactor(session.sessionId, DEVICE_LINK_SECONDS)))
      throw new TokenServiceError(403, DEVICE_LINK_REFUSED);
    return session;
  };
  app.post('/devices', async (c) => {
    const { userId } = await withFreshSecondFactor(c);
    return c.json(await createDevice(sandbox.db, userId, await parse(c, deviceBody)), 201);
  });
  app.get('/devices/:id', async (c) => {
    const { userId } = await withSession(c);
    return c.json(found(await getDevice(sandbox.db, userId, deviceId(c))));
  });
  app.delete('/devices/:id', async (c) => {
    const { userId } = await withSession(c);
    if (!(await deleteDevice(sandbox.db, userId, deviceId(c)))) throw new TokenServiceError(404, 'Device not found');
    return c.body(null, 204);
  });
  app.post('/devices/:id/approve', async (c) => {
    const { userId } = await withFreshSecondFactor(c);
    return c.json(found(await updateDevice(sandbox.db, userId, deviceId(c), { approved: true })));
  });
  app.patch('/devices/:id/approve/:methodId', async (c) => {
    const { userId } = await withSession(c);
    const methodId = Number(c.req.param('methodId'));
    if (!approveMethods.some((method) => method.id === methodId))
      throw new TokenServiceError(400, 'Unknown approve method');
    return c.json(found(await updateDevice(sandbox.db, userId, deviceId(c), { approveMethodId: methodId })));
  });

  return app;
}

/** GET /device-api/device and DELETE /device-api/device/{id}: the same linked devices. */
export function deviceApiRoutes(sandbox: Sandbox): Hono {
  const app = new Hono();
  app.onError((error, c) => {
    if (error instanceof TokenServiceError) return c.json({ message: error.message }, error.status);
    throw error;
  });
  const session = async (c: Context) => {
    const found = await sandbox.sessions.authenticate(bearerToken(c));
    if (!found) throw new TokenServiceError(401, 'Unauthorized');
    if (found.client === 'sei') throw new TokenServiceError(403, PARTNER_REFUSED);
    return found;
  };
  app.get('/device', async (c) => c.json(await listDevices(sandbox.db, (await session(c)).userId)));
  app.delete('/device/:id', async (c) => {
    const { userId } = await session(c);
    const id = Number(c.req.param('id'));
    // not a device id (not a positive whole number): not found, as the token service answers it
    if (!Number.isInteger(id) || id < 1 || !(await deleteDevice(sandbox.db, userId, id)))
      throw new TokenServiceError(404, 'Device not found');
    return c.body(null, 204);
  });
  return app;
}
