// The domains' periodic work (Domain.jobs) and the API's own (the idempotency keys' expiry), run by the server:
// each job on its own timer, never two runs of a job at once, a failure logged and retried at the next tick.
import { idempotencyExpiryJob } from './api/idempotency-expiry.ts';
import { domains } from './domains/index.ts';
import type { Sandbox } from './sandbox.ts';

export function startDomainJobs(sandbox: Sandbox): { stop(): void } {
  const timers = [idempotencyExpiryJob, ...domains.flatMap((domain) => domain.jobs ?? [])].map((job) => {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      job
        .run(sandbox)
        .catch((error: unknown) => console.error(JSON.stringify({ job: job.name, error: String(error) })))
        .finally(() => {
          running = false;
        });
    }, job.everyMs);
    timer.unref();
    return timer;
  });
  return {
    stop: () => {
      for (const timer of timers) clearInterval(timer);
    },
  };
}
