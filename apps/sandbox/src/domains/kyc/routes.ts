// The KYC calls with a path (WIRE.md), mounted under /api:
//   POST verification/phones/{phoneId}/verify            → the method phoneVerificationSend
//   POST identity-verification                           → the method identityVerificationStart
//   POST verification/customer/{id}/verify               → the method customerVerificationSend (id: fromCustomerId)
//   POST customers/{id}/identity-verification            → the method customerIdentityVerificationStart (id: idem)
//   POST split-pay-signer-identification                 → the method splitPaySignerIdentificationStart (contracts)
//   POST service/check-urls                              → the method serviceCheckUrls (public)
//   GET, POST identity-verification/{workflowRunId}/{token}   no session: the provider's landing
//   GET video-identity-job/{id}                          the owner's session (fromCustomerId): the job's status
// Session calls go through the same dispatch as `POST /api?method=` (session, fromCustomerId, cache). Who may call
// each route: `kycRoutesPolicy` (api/route-policy.ts).
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { failure, ok } from '../../api/answers.ts';
import { dispatch, invalidJson } from '../../api/dispatch.ts';
import type { MethodRegistry } from '../../api/registry.ts';
import { envelopeRefusal, policed, type RouteCaller, type RoutePolicy, sessionGuard } from '../../api/route-policy.ts';
import { bearerToken, clientIp, readJson } from '../../http.ts';
import type { Sandbox } from '../../sandbox.ts';
import { finishWorkflow, videoJobOf, workflowOf } from './verification.ts';

const workflowLink = { public: 'the workflow run id and token of the provider’s link' };

export const kycRoutesPolicy = {
  'POST /verification/phones/:phoneId/verify': { method: 'phoneVerificationSend' },
  'POST /identity-verification': { method: 'identityVerificationStart' },
  'POST /verification/customer/:id/verify': { method: 'customerVerificationSend' },
  'POST /customers/:id/identity-verification': { method: 'customerIdentityVerificationStart' },
  'POST /split-pay-signer-identification': { method: 'splitPaySignerIdentificationStart' },
  'POST /service/check-urls': { method: 'serviceCheckUrls' },
  'GET /identity-verification/:workflowRunId/:token': workflowLink,
  'POST /identity-verification/:workflowRunId/:token': workflowLink,
  'GET /video-identity-job/:id': 'read',
} as const satisfies RoutePolicy;

type KycEnv = { Variables: { caller: RouteCaller } };

export function kycPathRoutes(sandbox: Sandbox, registry: MethodRegistry): Hono<KycEnv> {
  const app = new Hono<KycEnv>();
  const guard = sessionGuard<KycEnv>(sandbox, {
    customerOf: (c) => c.req.query('fromCustomerId'),
    refuse: envelopeRefusal,
  });
  const route = policed(app, kycRoutesPolicy, guard);

  const run = async (c: Context, method: string, extra: Record<string, unknown> = {}) => {
    const body = await readJson(c);
    const payload =
      body === undefined
        ? extra
        : body === invalidJson || typeof body !== 'object' || body === null || Array.isArray(body)
          ? body
          : { ...body, ...extra };
    const result = await dispatch(sandbox, registry, {
      method,
      body: payload,
      bearer: bearerToken(c),
      idempotencyKey: c.req.header('idempotency-key'),
      acceptLanguage: c.req.header('accept-language'),
      ip: clientIp(c),
    });
    return c.json(result.answer, result.status);
  };

  route('POST /verification/phones/:phoneId/verify', (c) =>
    run(c, 'phoneVerificationSend', { phoneId: c.req.param('phoneId') }),
  );
  route('POST /identity-verification', (c) => run(c, 'identityVerificationStart'));
  // The customer of the path is the customer acted for: dispatch checks the caller's access to it (ENOA).
  route('POST /verification/customer/:id/verify', (c) =>
    run(c, 'customerVerificationSend', { fromCustomerId: c.req.param('id') }),
  );
  route('POST /customers/:id/identity-verification', (c) =>
    run(c, 'customerIdentityVerificationStart', { fromCustomerId: c.req.param('id') }),
  );
  route('POST /split-pay-signer-identification', (c) => run(c, 'splitPaySignerIdentificationStart'));
  route('POST /service/check-urls', (c) => run(c, 'serviceCheckUrls'));

  route('GET /identity-verification/:workflowRunId/:token', async (c) => {
    const workflow = await workflowOf(sandbox, c.req.param('workflowRunId') ?? '', c.req.param('token') ?? '');
    return workflow ? c.json(ok(workflow)) : c.json(failure('TA1', 'Unknown identity verification'), 404);
  });

  const result = v.object({ result: v.picklist(['completed', 'failed'], 'must be completed or failed') });
  route('POST /identity-verification/:workflowRunId/:token', async (c) => {
    const parsed = v.safeParse(result, await readJson(c));
    if (!parsed.success) {
      return c.json(
        failure('VF', 'Validation failed', {
          validationErrors: [{ param: 'result', description: 'must be completed or failed' }],
        }),
      );
    }
    const answer = await finishWorkflow(
      sandbox,
      c.req.param('workflowRunId') ?? '',
      c.req.param('token') ?? '',
      parsed.output.result,
    );
    sandbox.answers.clear();
    return 'status' in answer ? c.json(ok(answer)) : c.json(answer, answer.responseCode === 'TA1' ? 404 : 200);
  });

  route('GET /video-identity-job/:id', async (c) => {
    const job = await videoJobOf(sandbox, c.req.param('id') ?? '', c.get('caller').customerId);
    return job ? c.json(ok(job)) : c.json(failure('TA1', 'Unknown video identity job'), 404);
  });

  return app;
}
