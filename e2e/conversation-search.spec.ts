import { expect, test } from '@playwright/test';
import { ChatPage } from './chat-page';
import { expectEachFound, makeLiveConversations, searchSidebar } from './live-conversations';

test('search finds a word from each of 30 conversations made live, those behind "Meer laden" too, in plain passages', async ({
  page,
}) => {
  const user = `e2e-zoeken-${Date.now()}`;
  const conversations = await makeLiveConversations(user, 30);
  const chat = new ChatPage(page);
  await chat.open(`?user=${user}`);
  await expect(chat.sidebar.getByRole('button', { name: 'Meer laden' })).toBeVisible();

  await expectEachFound(chat, conversations);
  await expect(chat.sidebar.getByText(/doorzocht worden/)).toHaveCount(0);

  // The findings' answers are Markdown (**bold**, *emphasis*, a numbered list, `code`): passages show their text.
  await searchSidebar(chat, 'relevante regelgeving');
  const passages = chat.sidebar.locator('mark').locator('..');
  // (An answer stopped mid-stream may end before the list: the others show its first item.)
  await expect(passages.filter({ hasText: /Relevante regelgeving: 1\. Hygiënecode voor de/ }).first()).toBeVisible();
  expect((await passages.allTextContents()).join('\n')).not.toMatch(/[*#`]|\]\(/);
  await expect(chat.sidebar.getByText(/doorzocht worden/)).toHaveCount(0);
});
