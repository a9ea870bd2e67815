import { expect } from '@playwright/test';
import { runInput, TestClient } from '../mock-server/test-client';
import type { ChatPage } from './chat-page';
import { mockHost } from './mock-control';

/** A conversation made over the mock's WebSocket, as the app would make it, and the word only its second message has. */
export interface LiveConversation {
  threadId: string;
  word: string;
}

type Kind = 'approved' | 'rejected' | 'stopped' | 'finding';
const kinds: readonly Kind[] = ['approved', 'rejected', 'stopped', 'finding', 'finding'];

/** A word no other conversation has, nor contains ("kenmerk1z" is not in "kenmerk11z"). */
const wordOf = (n: number) => `kenmerk${n}z`;

/** The second message's run: a report approved or rejected with a note, a finding, or a finding stopped mid-answer. */
async function second(client: TestClient, kind: Kind, threadId: string, userId: string, word: string) {
  if (kind === 'approved' || kind === 'rejected') {
    const text = `Genereer het inspectierapport, ${word}`;
    const approved = kind === 'approved';
    return client.run({ threadId, userId, text }, () => ({ approved, feedback: `Notitie bij ${word}` }));
  }
  const text = `Bevinding: ${word} in de koelcel, 9 °C`;
  if (kind === 'finding') return client.run({ threadId, userId, text });
  // Stopped: the next message comes while the answer streams, which ends the run (AGORA's way to stop one).
  client.send(runInput({ threadId, userId, text, runId: `${threadId}-stopped` }));
  await client.until((event) => event.type === 'TEXT_MESSAGE_CONTENT');
  return client.run({ threadId, userId, text: 'Wat kun je allemaal?' });
}

async function makeOne(userId: string, n: number): Promise<LiveConversation> {
  const kind = kinds[n % kinds.length]!;
  const threadId = `${userId}-${n}`;
  const word = wordOf(n);
  // A stopped run streams slowly enough to be stopped; the rest at the mock's full speed.
  const client = await TestClient.connect(`ws://${mockHost}/ws${kind === 'stopped' ? '?delay=0.01' : ''}`);
  try {
    const first = n % 2 ? 'Wat kun je allemaal?' : 'Start inspectie bij Restaurant Bella Rosa (KVK 92251854)';
    await client.run({ threadId, userId, text: first });
    await second(client, kind, threadId, userId, word);
  } finally {
    await client.close();
  }
  return { threadId, word };
}

/**
 * Makes `count` conversations for `userId` over the mock's real WebSocket, a few at a time: reports approved and
 * rejected with a note, findings, findings stopped mid-answer. Each one's word is in its second message only, so
 * it is found in the conversation, never in the title.
 */
export async function makeLiveConversations(userId: string, count: number, atOnce = 6): Promise<LiveConversation[]> {
  const made: LiveConversation[] = [];
  for (let from = 0; from < count; from += atOnce) {
    const batch = Array.from({ length: Math.min(atOnce, count - from) }, (_, k) => makeOne(userId, from + k));
    made.push(...(await Promise.all(batch)));
  }
  return made;
}

/** Types `text` into the sidebar's search and waits until every conversation was searched. */
export async function searchSidebar(chat: ChatPage, text: string) {
  await chat.sidebar.getByRole('searchbox', { name: 'Zoek in titels en gesprekken' }).fill(text);
  await expect(chat.sidebar.getByText('Zoekt in gesprekken…')).toHaveCount(0, { timeout: 15_000 });
}

/** Each conversation's own word finds that conversation alone, the word marked in its passage. */
export async function expectEachFound(chat: ChatPage, conversations: readonly LiveConversation[]) {
  for (const { word } of conversations) {
    await searchSidebar(chat, word);
    await expect(chat.sidebar.locator('mark')).toHaveText([word]);
  }
}
