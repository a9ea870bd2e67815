import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SIDEBAR_BESIDE_FROM } from '../layout/use-wide-screen';

// index.html's first screen, painted before any script of the app's: what it shows must be what the app will.
const html = readFileSync(join(import.meta.dirname, '../../..', 'index.html'), 'utf8');
const inlineScript = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

interface Visit {
  prefs?: object;
  compact?: boolean;
  listens?: boolean;
  prefersDark?: boolean;
  search?: string;
  /** Storage that refuses every write (full, blocked). */
  refuses?: boolean;
}

/** The first screen as parsed, its inline script run against a visit's stored preferences and screen. */
/** Types `text` into the box, as the inspector does (the send button follows `input`). */
function typeInto(box: HTMLTextAreaElement, text: string) {
  box.value = text;
  box.dispatchEvent(new Event('input'));
}

function firstScreen({ prefs, compact = false, listens = false, prefersDark = false, ...visit }: Visit = {}) {
  const page = new DOMParser().parseFromString(html, 'text/html');
  const scope: Record<string, unknown> = listens ? { webkitSpeechRecognition: class {} } : {};
  const stored = new Map<string, string>(prefs ? [['hai.prefs', JSON.stringify({ state: prefs })]] : []);
  const storage = {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (visit.refuses) throw new Error('QuotaExceededError');
      stored.set(key, value);
    },
  };
  const matchMedia = (query: string) => ({
    matches: query.includes('pointer: coarse') ? compact : prefersDark && query.includes('prefers-color-scheme: dark'),
  });
  // The script's globals, given in: nothing of it stays behind in this worker's window.
  const run = new Function('document', 'window', 'localStorage', 'matchMedia', 'location', inlineScript);
  run(page, scope, storage, matchMedia, { search: visit.search ?? '' });
  const byId = (id: string) => page.getElementById(id);
  const outbox = (key: string): unknown => JSON.parse(stored.get(key) ?? '[]');
  return { page, box: byId('composer') as HTMLTextAreaElement, byId, outbox };
}

describe("index.html's first screen", () => {
  it('has the message box focused from the first paint, at the bottom of the chat as the app has it', () => {
    const { page, box } = firstScreen();
    expect(box.autofocus).toBe(true);
    const main = page.querySelector('main')!;
    expect(main.contains(box)).toBe(true);
    // The message list above, the box's form below: the list takes the height, the box sits at the bottom.
    expect(main.firstElementChild?.className).toContain('flex-1');
    expect(main.firstElementChild?.contains(box)).toBe(false);
    expect(page.querySelector('header h1')?.textContent).toBe('HAI — inspectie-assistent');
  });

  it('greys its send button out while the box holds nothing to send, as the app does', () => {
    const { box, byId } = firstScreen();
    const send = byId('shell-send') as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    box.value = 'Koelcel 9 °C';
    box.dispatchEvent(new Event('input'));
    expect(send.disabled).toBe(false);
    send.click();
    expect(box.value).toBe('');
    expect(send.disabled).toBe(true);
  });

  it("keeps a sent message in the open thread's outbox as the app keeps its items, and tells the app", () => {
    const { box, byId, outbox } = firstScreen({ search: '?thread=t-1&user=koen' });
    const heard: string[] = [];
    box.addEventListener('hai:queued', () => heard.push(box.value));
    typeInto(box, '  Koelcel 9 °C ');
    byId('shell-send')!.click();
    typeInto(box, 'En de vriezer?');
    byId('shell-send')!.click();
    expect(outbox('hai.outbox.t-1')).toEqual([
      {
        kind: 'message',
        clientId: expect.any(String),
        runId: expect.any(String),
        text: 'Koelcel 9 °C',
        at: expect.any(Number),
      },
      expect.objectContaining({ text: 'En de vriezer?' }),
    ]);
    expect(heard).toEqual(['', '']);
    expect(byId('shell-early')?.textContent).toContain('En de vriezer?');
  });

  it('keeps a message in the early outbox before the app named a thread, and keeps the text in the box when storage refuses', () => {
    const first = firstScreen();
    typeInto(first.box, 'Hoi');
    first.byId('shell-send')!.click();
    expect(first.outbox('hai.outbox.early')).toMatchObject([{ kind: 'message', text: 'Hoi' }]);
    const refused = firstScreen({ refuses: true });
    typeInto(refused.box, 'Niet kwijt');
    refused.byId('shell-send')!.click();
    expect(refused.box.value).toBe('Niet kwijt');
  });

  it("shows the sidebar from the width the app puts it beside the chat (Tailwind's lg), a drawer below it", () => {
    // Tailwind's lg is 64rem: index.html's `lg:` is the app's breakpoint.
    expect(SIDEBAR_BESIDE_FROM).toBe('64rem');
    const { byId } = firstScreen();
    expect(byId('shell-side')?.classList).toContain('lg:block');
    expect(byId('shell-side')?.classList).toContain('hidden');
    expect(html).not.toMatch(/\bmd:/);
  });

  it('gives the sidebar the width the app gives it: 18rem, 20rem from 1,280 px', () => {
    expect(firstScreen().byId('shell-side')?.classList).toContain('w-72');
    expect(firstScreen().byId('shell-side')?.classList).toContain('xl:w-80');
  });

  it('leaves out the sidebar the inspector folded away', () => {
    expect(firstScreen({ prefs: { layout: { sidebarHidden: true } } }).byId('shell-side')).toBeNull();
    expect(firstScreen({ prefs: { layout: { sidebarHidden: false } } }).byId('shell-side')).not.toBeNull();
  });

  it("shows the app's placeholder: the short one without a keyboard or room, in the chosen language", () => {
    expect(firstScreen().box.placeholder).toBe('Typ je vraag… (Enter = versturen, Shift+Enter = nieuwe regel)');
    expect(firstScreen({ compact: true }).box.placeholder).toBe('Typ je vraag…');
    const english = firstScreen({ prefs: { language: 'en' }, compact: true });
    expect(english.box.placeholder).toBe('Type your question…');
    expect(english.byId('shell-send')?.textContent).toBe('Send');
    expect(english.page.documentElement.lang).toBe('en');
    expect(english.page.querySelector('#shell h1')?.textContent).toBe('HAI — inspection assistant');
    expect(english.page.querySelector('label[for="composer"]')?.textContent).toBe('Message to AGORA');
    expect(english.byId('shell-early')?.getAttribute('aria-label')).toBe('Sent while AGORA loads');
  });

  it("is in the theme the app's first render will have: the one chosen here, else the device's", () => {
    const dark = (visit: Visit) => firstScreen(visit).page.documentElement.classList.contains('dark');
    expect(dark({})).toBe(false);
    expect(dark({ prefersDark: true })).toBe(true);
    expect(dark({ prefs: { theme: 'system' }, prefersDark: true })).toBe(true);
    expect(dark({ prefs: { theme: 'dark' } })).toBe(true);
    expect(dark({ prefs: { theme: 'light' }, prefersDark: true })).toBe(false);
  });

  it('draws the microphone only where the browser can listen, as the app will', () => {
    expect(firstScreen().byId('shell-mic')?.hidden).toBe(true);
    expect(firstScreen({ listens: true }).byId('shell-mic')?.hidden).toBe(false);
  });

  it('starts with no stored preferences, or broken ones', () => {
    expect(() => firstScreen({ prefs: undefined })).not.toThrow();
    const broken = firstScreen({ prefs: { layout: null } });
    expect(broken.byId('shell-side')).not.toBeNull();
  });
});
