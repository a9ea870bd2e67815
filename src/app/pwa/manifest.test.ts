import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');
const read = (path: string) => readFileSync(join(root, path));
const manifest = JSON.parse(read('public/manifest.webmanifest').toString('utf8')) as {
  name: string;
  short_name: string;
  display: string;
  start_url: string;
  scope: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
};

/** A PNG's width and height, from its IHDR chunk. */
const pngSize = (bytes: Buffer) => `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;

/** Tailwind's `oklch(L% C h)` as sRGB hex (Björn Ottosson's OKLab matrices), to compare with the manifest. */
function oklchToHex(css: string): string {
  const [l, c, h] = /oklch\(([\d.]+)% ([\d.]+) ([\d.]+)\)/.exec(css)!.slice(1).map(Number) as [number, number, number];
  const [a, b] = [c * Math.cos((h * Math.PI) / 180), c * Math.sin((h * Math.PI) / 180)];
  const L = l / 100;
  const [lc, mc, sc] = [
    (L + 0.3963377774 * a + 0.2158037573 * b) ** 3,
    (L - 0.1055613458 * a - 0.0638541728 * b) ** 3,
    (L - 0.0894841775 * a - 1.291485548 * b) ** 3,
  ];
  const linear = [
    4.0767416621 * lc - 3.3077115913 * mc + 0.2309699292 * sc,
    -1.2684380046 * lc + 2.6097574011 * mc - 0.3413193965 * sc,
    -0.0041960863 * lc - 0.7034186147 * mc + 1.707614701 * sc,
  ];
  const gamma = (x: number) => (x <= 0.0031308 ? 12.92 * x : 1.055 * x ** (1 / 2.4) - 0.055);
  return `#${linear
    .map((x) =>
      Math.round(255 * Math.min(1, Math.max(0, gamma(x))))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

describe('the web app manifest', () => {
  it('names the app in Dutch and opens it standalone, relative to where it is served', () => {
    expect(manifest).toMatchObject({
      name: 'HAI — inspectie-assistent',
      short_name: 'HAI',
      display: 'standalone',
      start_url: './',
      scope: './',
    });
  });

  it('takes the app bar’s deep blue (Tailwind sky-950) as its theme colour, as index.html does', () => {
    const theme = read('node_modules/tailwindcss/theme.css').toString('utf8');
    const sky950 = /--color-sky-950: (oklch\([^)]*\))/.exec(theme)![1]!;
    expect(manifest.theme_color).toBe(oklchToHex(sky950));
    expect(read('index.html').toString('utf8')).toContain(
      `<meta name="theme-color" content="${manifest.theme_color}" />`,
    );
  });

  it('lists icons that exist at the sizes they claim: 192 and 512, plain and maskable, and an SVG', () => {
    for (const icon of manifest.icons) {
      expect(existsSync(join(root, 'public', icon.src)), icon.src).toBe(true);
      if (icon.type === 'image/png') expect(pngSize(read(`public/${icon.src}`)), icon.src).toBe(icon.sizes);
    }
    const kinds = manifest.icons.map((icon) => `${icon.purpose} ${icon.sizes} ${icon.type}`);
    expect(kinds).toEqual(
      expect.arrayContaining([
        'any 192x192 image/png',
        'any 512x512 image/png',
        'maskable 192x192 image/png',
        'maskable 512x512 image/png',
        'any any image/svg+xml',
      ]),
    );
  });
});
