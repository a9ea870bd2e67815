import { expect, type Locator, type Page } from '@playwright/test';

/** The conversation as an inspector sees it: located by role and label, never by test id. */
export class ChatPage {
  readonly transcript: Locator;
  readonly composer: Locator;
  readonly sendButton: Locator;
  readonly status: Locator;

  constructor(readonly page: Page) {
    this.transcript = page.getByRole('log', { name: 'Gesprek' });
    this.composer = page.getByRole('textbox', { name: 'Bericht aan AGORA' });
    this.sendButton = page.getByRole('button', { name: 'Versturen' });
    this.status = page.getByRole('status');
  }

  async open() {
    await this.page.goto('/');
    await expect(this.page.getByText('Verbonden')).toBeVisible();
  }

  async send(text: string) {
    await this.composer.fill(text);
    await this.composer.press('Enter');
  }

  messagesBy(author: string): Locator {
    return this.transcript.getByRole('article', { name: author });
  }
}
