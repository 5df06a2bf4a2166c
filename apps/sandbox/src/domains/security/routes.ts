// The path form of the two-step verification calls (payments spec 7):
//   POST /api/customer/two-step-verification            { mode, typeMode } -> { reqId, approvalSentTo }
//   POST /api/customer/two-step-verification/{reqId}/confirm  { code }
// They run the registered methods twoStepVerificationSet / twoStepVerificationConfirm through the same
// dispatch (session, fromCustomerId, answer cache); a refused confirmation answers HTTP 400. Who may call each
// route: `securityRoutesPolicy` (api/route-policy.ts), the policy of the method it runs.
import { type Context, Hono } from 'hono';
import { bearerToken, clientIp, readJson } from '../../http.ts';
import type { Sandbox } from '../../sandbox.ts';
import { dispatch, invalidJson } from '../../api/dispatch.ts';
import type { MethodRegistry } from '../../api/registry.ts';
import { policed, type RoutePolicy } from '../../api/route-policy.ts';

export const securityRoutesPolicy = {
  'POST /customer/two-step-verification': { method: 'twoStepVerificationSet' },
  'POST /customer/two-step-verification/:reqId/confirm': { method: 'twoStepVerificationConfirm' },
} as const satisfies RoutePolicy;

export function securityPathRoutes(sandbox: Sandbox, registry: MethodRegistry): Hono {
  const app = new Hono();
  const route = policed(app, securityRoutesPolicy);

  const run = async (c: Context, method: string, extra: Record<string, unknown> = {}) => {
    const body = await readJson(c);
    const payload =
      body === undefined
        ? extra
        : body === invalidJson || typeof body !== 'object' || body === null
          ? body
          : { ...body, ...extra };
    return dispatch(sandbox, registry, {
      method,
      body: payload,
      bearer: bearerToken(c),
      idempotencyKey: c.req.header('idempotency-key'),
      acceptLanguage: c.req.header('accept-language'),
      ip: clientIp(c),
    });
  };

  route('POST /customer/two-step-verification', async (c) => {
    const result = await run(c, 'twoStepVerificationSet');
    return c.json(result.answer, result.status);
  });

  route('POST /customer/two-step-verification/:reqId/confirm', async (c) => {
    const result = await run(c, 'twoStepVerificationConfirm', { reqId: c.req.param('reqId') });
    const { answer } = result;
    if (answer.responseCode === 'VF') {
      const errors = (answer.validationErrors as { param: string; description: string }[] | undefined) ?? [];
      const message =
        errors.map(({ param, description }) => `${param}: ${description}`).join(', ') ||
        String(answer.responseDescription);
      return c.json({ ...answer, responseDescription: message, message }, 400);
    }
    return c.json(answer, result.status);
  });

  return app;
}
