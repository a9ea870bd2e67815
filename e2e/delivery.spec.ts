import { expect, test, type Page } from '@playwright/test';
import { ChatPage } from './chat-page';
import { mockHost } from './mock-control';

const mock = mockHost;

/** A small seeded PRNG, so a failing seed can be replayed. */
function random(seed: number) {
  let a = seed >>> 0;
  return (n: number) => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

/**
 * A person's pause between actions, counted in frames the page paints (a busy page paints fewer a second, so the
 * pause keeps its place in the stream): it moves the random cut points, and is followed by no assertion.
 */
const thinkTime = (page: Page, frames: number) =>
  page.evaluate(
    (left) =>
      new Promise<void>((done) => {
        const next = (n: number) => (n > 0 ? requestAnimationFrame(() => next(n - 1)) : done());
        next(left);
      }),
    frames,
  );

/** The inspector's script for a seed: six messages (the third asks for the report) and each approval decision. */
function script(seed: number) {
  const pick = random(seed);
  const texts = [1, 2, 3, 4, 5, 6].map((i) =>
    i === 3 ? 'Genereer het inspectierapport' : `Vraag ${i} (seed ${seed})`,
  );
  return {
    texts,
    dropAfter: 6 + pick(18),
    decision: () => (pick(2) ? 'Goedkeuren' : 'Afwijzen'),
    // Up to 18 frames: about 0.3 s at 60 frames a second.
    pause: () => pick(18),
  };
}

/** The approval dialog is modal and can open at any moment: put it aside ("Later beslissen") to type. */
async function deferApprovals(page: Page) {
  for (const dialog of await page.getByRole('dialog', { name: /Toestemming nodig/ }).all()) {
    await dialog.getByRole('textbox').fill('');
    await dialog.getByRole('button', { name: 'Later beslissen' }).click();
  }
}

/** Opens every approval that waits (dialog or banner) and decides it. */
async function decideApprovals(page: Page, decision: () => string) {
  await deferApprovals(page);
  const reopen = page.getByRole('button', { name: 'Bekijken' });
  while ((await reopen.count()) > 0) {
    await reopen.first().click();
    const dialog = page.getByRole('dialog', { name: /Toestemming nodig/ });
    await dialog.getByRole('textbox').fill('');
    await dialog.getByRole('button', { name: decision() }).click();
  }
}

/** Sends one message as a person would: if the dialog got in the way, the message is typed again once it is put aside. */
async function send(chat: ChatPage, text: string) {
  const bubble = chat.transcript.getByText(text, { exact: true });
  await expect(async () => {
    if ((await bubble.count()) === 0) {
      await deferApprovals(chat.page);
      await chat.send(text);
    }
    await expect(bubble).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

interface ReceivedData {
  threadId?: string;
  runId?: string;
  messages?: { content?: string }[];
  name?: string;
  value?: { approvalId?: string };
}

// The socket may carry a message more than once (a re-send after a cut); the client's runId makes it one action.
// The mock, like AGORA, has no idempotency: a frame the server took and answered is never sent again, since its RUN_STARTED confirms it.
for (const seed of [1, 2, 3]) {
  test(`with the socket cut at random points, every message and approval reaches the server exactly once, in order (seed ${seed})`, async ({
    page,
    request,
  }) => {
    const { texts, dropAfter, decision, pause } = script(seed);
    const chat = new ChatPage(page);
    const user = `e2e-levering-${seed}-${Date.now()}`;
    await page.goto(`/?user=${user}&ws=${encodeURIComponent(`ws://${mock}/ws?dropAfter=${dropAfter}`)}`);

    for (const text of texts) {
      await send(chat, text);
      await thinkTime(page, pause());
      await decideApprovals(page, decision);
    }

    const threadId = new URL(page.url()).searchParams.get('thread')!;
    await expect
      .poll(
        async () => {
          await decideApprovals(page, decision);
          const response = await request.get(`http://${mock}/sessions/${threadId}/history`);
          const body = (await response.json()) as { history?: { role: string; content: string }[] };
          // AGORA stores what the inspector typed behind its own context prefix.
          return (body.history ?? [])
            .filter((entry) => entry.role === 'user')
            .map((entry) => entry.content.replace(/^\[SYSTEM CONTEXT:[^\]]*\]\s*/, ''));
        },
        { timeout: 30_000 },
      )
      .toEqual(texts);
    await expect(page.getByText(/in wachtrij/)).toHaveCount(0);

    const { frames } = (await (await request.get(`http://${mock}/__test__/received-frames`)).json()) as {
      frames: { data: ReceivedData }[];
    };
    const runs = new Map(
      frames
        .map((frame) => frame.data)
        .filter((data) => data.threadId === threadId)
        .map((data) => [data.runId, data.messages?.at(-1)?.content]),
    );
    expect([...runs.values()]).toEqual(texts);
    const answers = frames
      .map((frame) => frame.data)
      .filter((data) => data.name === 'agora:tool_approval_response')
      .map((data) => data.value?.approvalId);
    expect(new Set(answers).size).toBe(answers.length);
  });
}
