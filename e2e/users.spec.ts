import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { seriousViolations, start } from './axe';
import { ChatPage } from './chat-page';
import { sidewaysOverflow } from './fit-checks';
import { mockHost } from './mock-control';

/** The mock's users: none at all (a first start), or the personas as at its start (needs --test-hooks). */
async function resetUsers(request: APIRequestContext, personas: boolean) {
  const response = await request.post(`http://${mockHost}/__test__/users`, { data: { personas } });
  expect(response.ok()).toBe(true);
}

// Four axe scans a journey, on a machine that may be busy.
test.describe.configure({ timeout: 60_000 });

test.afterEach(({ request }) => resetUsers(request, true));

const inspector = (page: Page) => page.getByRole('combobox', { name: 'Inspecteur' });

test('a server without users offers to create the first inspector, who is then the one working', async ({
  page,
  request,
}) => {
  await resetUsers(request, false);
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: 'Eerste inspecteur aanmaken' });
  await expect(dialog).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const name = dialog.getByRole('textbox', { name: 'Naam' });
  const email = dialog.getByRole('textbox', { name: 'E-mailadres' });
  await dialog.getByRole('button', { name: 'Aanmaken' }).click();
  await expect(name).toHaveAccessibleDescription('Vul een naam in.');
  await expect(name).toBeFocused();
  await page.keyboard.type('Eva Bakker');
  await page.keyboard.press('Tab');
  await page.keyboard.type('eva@nvwa');
  await page.keyboard.press('Enter');
  await expect(email).toHaveAccessibleDescription('Vul een geldig e-mailadres in, zoals naam@nvwa.nl.');
  await expect(email).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);

  // Someone else takes the address meanwhile: the server's 409 in the catalog's words.
  await request.post(`http://${mockHost}/users`, { data: { name: 'Ander', email: 'eva.bakker@nvwa.nl' } });
  await email.fill('eva.bakker@nvwa.nl');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText('Dit e-mailadres is al in gebruik. Kies een ander adres.');

  await email.fill('eva@nvwa.nl');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(inspector(page).locator('option:checked')).toHaveText('Eva Bakker — eva@nvwa.nl');
});

test('the admin view adds, edits and deletes inspectors, saying how many sessions go with one', async ({ page }) => {
  const chat = new ChatPage(page);
  await chat.open();
  await page.getByRole('button', { name: 'Inspecteurs beheren' }).click();
  const admin = page.getByRole('dialog', { name: 'Inspecteurs' });
  await expect(admin.getByRole('listitem').filter({ hasText: 'Koen de Vries' })).toContainText('koen.devries@nvwa.nl');
  expect(await seriousViolations(page)).toEqual([]);

  await admin.getByRole('button', { name: 'Inspecteur toevoegen' }).click();
  const add = page.getByRole('dialog', { name: 'Inspecteur toevoegen' });
  await add.getByRole('textbox', { name: 'Naam' }).fill('Eva Bakker');
  await add.getByRole('textbox', { name: 'E-mailadres' }).fill('eva@nvwa.nl');
  await add.getByRole('combobox', { name: 'Rol' }).selectOption({ label: 'Meekijker' });
  expect(await seriousViolations(page)).toEqual([]);
  await add.getByRole('button', { name: 'Toevoegen' }).click();
  await expect(add).toBeHidden();
  const eva = admin.getByRole('listitem').filter({ hasText: 'eva@nvwa.nl' });
  await expect(eva).toContainText('Meekijker');

  // Keyboard only: the edit form opens, is filled and saved without a pointer.
  await admin.getByRole('button', { name: 'Wijzigen Eva Bakker' }).focus();
  await page.keyboard.press('Enter');
  const edit = page.getByRole('dialog', { name: 'Inspecteur wijzigen' });
  await expect(edit.getByRole('textbox', { name: 'Naam' })).toBeFocused();
  await page.keyboard.press('End');
  await page.keyboard.type(' de Wit');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(edit.getByRole('button', { name: 'Opslaan' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(edit).toBeHidden();
  await expect(eva).toContainText('Eva Bakker de Wit');
  await expect(eva).toContainText('Inspecteur');
  await page.keyboard.press('Escape');
  await expect(admin).toBeHidden();

  // As Eva, one inspection: the session that goes with her.
  await inspector(page).selectOption({ label: 'Eva Bakker de Wit — eva@nvwa.nl' });
  await chat.send(start);
  await chat.waitUntilDone();

  await page.getByRole('button', { name: 'Inspecteurs beheren' }).click();
  await admin.getByRole('button', { name: 'Verwijderen Eva Bakker de Wit' }).click();
  const ask = page.getByRole('dialog', { name: 'Eva Bakker de Wit verwijderen?' });
  await expect(ask).toContainText('Ook 1 gesprek van deze inspecteur wordt verwijderd.');
  expect(await seriousViolations(page)).toEqual([]);
  await ask.getByRole('button', { name: 'Verwijderen' }).click();
  await expect(admin.getByRole('status')).toHaveText('Eva Bakker de Wit is verwijderd, met 1 gesprek.');
  await expect(eva).toBeHidden();
  await expect(admin.getByRole('button', { name: 'Inspecteur toevoegen' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(inspector(page).locator('option:checked')).not.toHaveText(/Eva/);
});

test('on a phone the admin view fits the screen and is reached from the settings', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await new ChatPage(page).open();
  await page.getByRole('button', { name: 'Instellingen' }).click();
  await page.getByRole('button', { name: 'Inspecteurs beheren' }).click();
  const admin = page.getByRole('dialog', { name: 'Inspecteurs' });
  await expect(admin.getByText('koen.devries@nvwa.nl')).toBeVisible();
  expect(await sidewaysOverflow(page)).toEqual([]);
  await admin.getByRole('button', { name: 'Wijzigen Koen de Vries' }).click();
  await expect(page.getByRole('dialog', { name: 'Inspecteur wijzigen' })).toBeVisible();
  expect(await sidewaysOverflow(page)).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
});
