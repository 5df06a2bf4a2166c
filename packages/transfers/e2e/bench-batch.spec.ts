import { expect, test } from '@playwright/test';
import { accessToken, callApi, submitCredentials } from '@paydeck/e2e';

// The global pay batch benchmark (issue 18; run by scripts/bench-batch.ts, skipped in the journeys): a 1,000-row
// CSV uploaded and validated by the sandbox, the batch screen loaded and rendered (target < 2 s), one row edit
// (remove: the call, the row replaced, the summary; target < 100 ms) and the page's JS heap and DOM size.
// biome-ignore lint/suspicious/noSkippedTests: a benchmark, run on demand by scripts/bench-batch.ts
test.skip(!process.env.BENCH_BATCH, 'a benchmark: BENCH_BATCH=1 (scripts/bench-batch.ts)');

const ROWS = 1000;
const countries = ['RO', 'DE', 'GB', 'US', 'FR'];

test('a 1,000-row batch: upload and validate, render, one row edit', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/login');
  await submitCredentials(page, 'boris.business');
  await page.getByRole('button', { name: 'Choose Northwind Media Ltd' }).click();
  await expect(page).not.toHaveURL(/\/select-company$/);
  const lines = ['amount,description,beneficiaryType,beneficiaryName,beneficiaryEmail,beneficiaryCountryCode'];
  for (let i = 1; i <= ROWS; i += 1) {
    lines.push(`${(i % 9) + 1}.10,Bench ${i},individual,Payee ${i},bench${i}@example.com,${countries[i % 5]}`);
  }
  const { accounts } = await callApi<{ accounts: { accountId: number; typeId: number; currencyCode: string }[] }>(
    page,
    'balanceInquiry',
  );
  const gbp = accounts.find((a) => a.typeId === 1001 && a.currencyCode === 'GBP');
  const post = async (csv: string) =>
    page.request.post('/api?method=globalPayBatchUpload', {
      headers: { authorization: `Bearer ${await accessToken(page)}`, 'Idempotency-Key': crypto.randomUUID() },
      multipart: {
        data: JSON.stringify({ batchName: 'Bench', accountId: gbp?.accountId, ignoreIdenticalBatch: true }),
        attachedFile: { name: 'bench.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) },
      },
    });
  // One small upload first: the sandbox's first call of a method (code paths warming up) is not what is measured.
  await post(`${lines.slice(0, 11).join('\n')}\n`);
  const started = performance.now();
  const uploaded = (await (await post(`${lines.join('\n')}\n`)).json()) as { responseCode: string; batchId: number };
  const uploadMs = performance.now() - started;
  expect(uploaded.responseCode).toBe('00');

  await page.goto('/transfer/mass/global');
  await expect(page.getByLabel('Batch name')).toBeVisible();
  const renderStarted = performance.now();
  await page.evaluate((batchId) => {
    history.pushState({}, '', `/transfer/external/global-summary?batchId=${batchId}`);
    dispatchEvent(new PopStateEvent('popstate'));
  }, uploaded.batchId);
  await expect(page.getByTestId('payment-1')).toBeVisible();
  const renderMs = performance.now() - renderStarted;

  const editMs = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const button = document.querySelector<HTMLButtonElement>('[aria-label="Remove Payee 1"]');
        const start = performance.now();
        const observer = new MutationObserver(() => {
          if (document.querySelector('[aria-label="Restore Payee 1"]')) {
            observer.disconnect();
            resolve(performance.now() - start);
          }
        });
        observer.observe(document.body, { subtree: true, childList: true, attributes: true });
        button?.click();
      }),
  );
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
  const rowsInDom = await page.locator('[data-testid^="payment-"]').count();
  console.log(
    JSON.stringify({
      rows: ROWS,
      uploadAndValidateMs: Math.round(uploadMs),
      loadAndRenderMs: Math.round(renderMs),
      validatePlusRenderMs: Math.round(uploadMs + renderMs),
      rowEditMs: Math.round(editMs),
      jsHeapUsedMB: +(metric('JSHeapUsedSize') / 1e6).toFixed(1),
      domNodes: metric('Nodes'),
      rowsInDom,
      // Targets (issue 18): validate + render < 2 s, a row edit < 100 ms. Printed, not asserted: the machine is
      // shared, and a loaded run says more as a number than as a failure.
      renderTargetMet: uploadMs + renderMs < 2000,
      editTargetMet: editMs < 100,
    }),
  );
  expect(rowsInDom).toBeLessThan(60); // virtualised: only the rows in view are in the document
});
