import { expect, type Page, test } from '@playwright/test';
import { callApi, expectAccessible, journeyTimeout, submitCredentials } from '@paydeck/e2e';

interface Representative {
  id: number;
  firstName: string | null;
  lastName: string | null;
  identityDocumentStatus: number | null;
  identity: { uploadedDocuments: { id: number }[] } | null;
}
interface AdminCompany {
  customerId: number;
  name: string;
  unassignedDocuments: { id: number; documentTypeId: number }[];
}

const overview = async (page: Page) =>
  (await callApi<{ companies: AdminCompany[] }>(page, 'adminOverviewGet')).companies.find(
    (company) => company.name === 'Northwind Media Ltd',
  );

test('an admin assigns a received passport to the identity of a director', async ({ page }) => {
  // Measured 32.0 s on a cold run, over half the standard limit.
  test.setTimeout(journeyTimeout.long);
  await page.goto('/login');
  await submitCredentials(page, 'adam.admin');
  // the landing rule's admin target is a page, not a 404
  await expect(page).toHaveURL(/\/admin-overview$/);
  await expect(page.getByRole('heading', { name: 'Admin overview', level: 1 })).toBeVisible();

  const before = await overview(page);
  const passport = before?.unassignedDocuments.find((document) => document.documentTypeId === 1);
  expect(passport).toBeDefined();

  await page.getByRole('button', { name: 'Open Northwind Media Ltd' }).click();
  const form = page.getByRole('form', { name: /^Assign / }).first();
  await expect(form).toBeVisible();
  await expectAccessible(page);

  await form.getByRole('button', { name: /Assign to/ }).click();
  await page.getByRole('option', { name: "A representative's identity" }).click();
  await form.getByRole('button', { name: /Representative/ }).click();
  await page.getByRole('option', { name: 'Greta Hansen (Director)' }).click();
  await form.getByRole('button', { name: 'Assign', exact: true }).click();

  // the document leaves the list of documents to assign…
  await expect(page.getByRole('form', { name: /^Assign / })).toHaveCount((before?.unassignedDocuments.length ?? 1) - 1);
  const after = await overview(page);
  expect(after?.unassignedDocuments.map((document) => document.id)).not.toContain(passport?.id);
  // …and is Greta's identity document now
  const directors = await callApi<{ representatives: Representative[] }>(page, 'businessDirectorList', {
    fromCustomerId: before?.customerId,
  });
  const greta = directors.representatives.find((person) => person.firstName === 'Greta');
  expect(greta?.identity?.uploadedDocuments.map((document) => document.id)).toContain(passport?.id);
});
