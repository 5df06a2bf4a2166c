// The controls of recurring transfers (recurring.ts), for journeys and scripts; under /__sandbox, so only with
// SANDBOX_CONTROL=1 and the controls' secret (control/guard.ts):
//   POST /__sandbox/transfers/recurring/run               books every run whose day has come → { runs }
//   POST /__sandbox/transfers/recurring/{id}/next-run-now  brings that payment's next run forward to today and
//                                                          books it (the later runs keep their days) → { runs }
// A run is { paymentId, period, scheduledFor, outcome: booked | refused, reason, transactionId }. A payment that
// has no next run (unknown, cancelled, ended) answers 404. The shared sandbox clock is not moved: journeys run side
// by side on one sandbox, and a month later for everyone would end every session and expire every code.
import { Hono } from 'hono';
import type { Sandbox } from '../../sandbox.ts';
import { bookDueRuns, bookNextRunNow, NoNextRun } from './recurring.ts';

export function recurringControls(sandbox: Sandbox): Hono {
  const app = new Hono();
  app.post('/transfers/recurring/run', async (c) => c.json({ runs: await bookDueRuns(sandbox) }));
  app.post('/transfers/recurring/:paymentId/next-run-now', async (c) => {
    const paymentId = Number(c.req.param('paymentId'));
    if (!Number.isInteger(paymentId) || paymentId < 1) return c.json({ message: 'paymentId must be an id' }, 400);
    try {
      return c.json({ runs: await bookNextRunNow(sandbox, paymentId) });
    } catch (error) {
      if (error instanceof NoNextRun) return c.json({ message: error.message }, 404);
      throw error;
    }
  });
  return app;
}
