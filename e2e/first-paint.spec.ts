import { expect, test, type Locator, type Page } from '@playwright/test';
import { ChatPage } from './chat-page';

/** A phone, a tablet in portrait (the phone's drawer), a desktop (the sidebar beside the chat). */
const screens = [
  { width: 390, height: 844 },
  { width: 820, height: 1180 },
  { width: 1440, height: 900 },
];

type Rect = { x: number; y: number; width: number; height: number };
type Screen = { width: number; height: number };

// JPEG: quicker to take and to hand over than PNG; its losses vanish in the scaling down.
const shot = { type: 'jpeg', quality: 90 } as const;

const rectOf = async (target: Locator): Promise<Rect> => (await target.boundingBox())!;

/**
 * The share of a screenshot that differs from another, both scaled down to a tenth (so a line of text or a glyph
 * anti-aliased otherwise is one pixel among many): a cell differs when a colour channel moved by more than 48.
 */
function differingShare(page: Page, shots: Buffer[]): Promise<number> {
  const urls = shots.map((shot) => `data:image/jpeg;base64,${shot.toString('base64')}`);
  return page.evaluate(async (sources) => {
    const pixels = await Promise.all(
      sources.map(async (source) => {
        const image = new Image();
        image.src = source;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = Math.round(image.width / 10);
        canvas.height = Math.round(image.height / 10);
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0, canvas.width, canvas.height);
        return context.getImageData(0, 0, canvas.width, canvas.height).data;
      }),
    );
    const [before, after] = pixels as [Uint8ClampedArray, Uint8ClampedArray];
    let differing = 0;
    for (let cell = 0; cell < before.length; cell += 4) {
      const moved = [0, 1, 2].some((channel) => Math.abs(before[cell + channel]! - after[cell + channel]!) > 48);
      if (moved) differing += 1;
    }
    return differing / (before.length / 4);
  }, urls);
}

/** The page with the app's script held back, then once the app has taken it over (the early page gone). */
async function firstPaintAndApp(page: Page, screen: Screen) {
  const chat = new ChatPage(page);
  const header = page.getByRole('banner');
  const look = async () => {
    const headerRect = await rectOf(header);
    return {
      box: await rectOf(chat.composer),
      header: headerRect,
      shot: await page.screenshot(shot),
      headerShot: await page.screenshot({ ...shot, clip: headerRect }),
    };
  };
  await page.setViewportSize(screen);
  let release!: () => void;
  const released = new Promise<void>((done) => (release = done));
  await page.unrouteAll();
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(`/?user=e2e-eerste-${screen.width}-${Date.now()}`, { waitUntil: 'commit' });
  await expect(chat.composer).toBeFocused();
  await expect(chat.composer).toBeInViewport({ ratio: 1 });
  // Typed without a click or a Tab first: the box has the keys from the first paint.
  await page.keyboard.type('Koelcel');
  const early = await look();
  release();
  await expect(page.locator('#shell')).toHaveCount(0);
  await expect(chat.composer).toBeFocused();
  await expect(chat.composer).toHaveValue('Koelcel');
  const app = await look();
  // The next width's visit starts without this one's draft.
  await chat.composer.fill('');
  return { early, app };
}

/** How far apart two rects are: the largest distance between their matching edges. */
function apart(actual: Rect, expected: Rect): number {
  const edges = (rect: Rect) => [rect.x, rect.y, rect.x + rect.width, rect.y + rect.height];
  const other = edges(expected);
  return Math.max(...edges(actual).map((edge, index) => Math.abs(edge - other[index]!)));
}

/**
 * Where the first paint is not the app's first screen. It is when the box and the header are where the app puts
 * them (within 2 px), the header looks as the app draws it (a white or unstyled page differs in nearly all of it)
 * and the page as a whole is within a small difference (what the app adds: the header's controls, the sidebar's
 * list, the empty conversation's help).
 */
async function differencesFromTheApp(page: Page, screen: Screen): Promise<string[]> {
  const { early, app } = await firstPaintAndApp(page, screen);
  const shares = {
    header: await differingShare(page, [early.headerShot, app.headerShot]),
    page: await differingShare(page, [early.shot, app.shot]),
  };
  const problems = [
    apart(early.box, app.box) > 2 &&
      `the message box at ${JSON.stringify(early.box)}, the app's at ${JSON.stringify(app.box)}`,
    apart(early.header, app.header) > 2 &&
      `the header at ${JSON.stringify(early.header)}, the app's at ${JSON.stringify(app.header)}`,
    shares.header >= 0.25 && `${Math.round(shares.header * 100)} % of the header differs from the app's`,
    shares.page >= 0.1 && `${Math.round(shares.page * 100)} % of the page differs from the app's`,
  ];
  return problems.filter((problem) => typeof problem === 'string').map((problem) => `${screen.width} px: ${problem}`);
}

async function differencesAtEachWidth(page: Page): Promise<string[]> {
  const problems: string[] = [];
  for (const screen of screens) problems.push(...(await differencesFromTheApp(page, screen)));
  return problems;
}

test('with the script held back, the first paint shows the header and the message box, focused, where the app will: at 390, 820 and 1440 px', async ({
  page,
}) => {
  expect(await differencesAtEachWidth(page)).toEqual([]);
});
