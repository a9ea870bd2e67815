import { expect, type Locator, type Page } from '@playwright/test';

/** The app as an inspector sees it: located by role and label, never by test id. */
export class ChatPage {
  readonly transcript: Locator;
  readonly composer: Locator;
  readonly status: Locator;
  readonly sidebar: Locator;

  constructor(readonly page: Page) {
    this.transcript = page.getByRole('log', { name: 'Gesprek' });
    this.composer = page.getByRole('textbox', { name: 'Bericht aan AGORA' });
    this.status = page.getByRole('status');
    this.sidebar = page.getByRole('navigation', { name: 'Inspecties' });
  }

  /** Opens the app on a fresh conversation (optionally as another persona). */
  async open(query = '') {
    await this.page.goto(`/${query}`);
    await expect(this.page.getByText('Verbonden')).toBeVisible();
  }

  async send(text: string) {
    await this.composer.fill(text);
    await this.composer.press('Enter');
  }

  async suggest(text: string) {
    await this.page.getByRole('main').getByRole('button', { name: text, exact: true }).click();
  }

  messagesBy(author: string): Locator {
    return this.transcript.getByRole('article', { name: author });
  }

  session(title: string | RegExp): Locator {
    return this.sidebar.getByRole('button', { name: title });
  }

  /** Asks to delete the first session in the sidebar; the confirmation is open once this returns. */
  async askToDeleteFirstSession() {
    await this.sidebar
      .getByRole('button', { name: /^Verwijder “/ })
      .first()
      .click();
    await expect(this.page.getByRole('dialog')).toBeVisible();
  }

  /** A whole run, at the mock's pace, on a machine that may be busy: a cap, not a speed check. */
  async waitUntilDone() {
    await expect(this.status).toHaveText(/^Klaar/, { timeout: 20_000 });
  }
}
