import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/**
 * Debian's builds, lightest first. The headless shell is what Playwright itself runs headless: a new context and page
 * cost it a third of what full Chromium's headless mode does (measured), and every journey opens one.
 */
export const fullDebianChromium = '/usr/bin/chromium';
const debianBrowsers = ['/usr/bin/chromium-headless-shell', fullDebianChromium];
/** What `scripts/ensure-browser.ts` installs with apt when none is found. */
export const debianPackages = ['chromium-headless-shell', 'chromium'];

/**
 * Which Chromium the e2e tests and benchmarks drive: $CHROMIUM_PATH when set, else Playwright's own browser when this
 * machine has one, else Debian's package. `undefined` means none is here.
 */
export function findChromium(): { path: string | undefined; source: 'env' | 'playwright' | 'debian' } | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? { path: fromEnv, source: 'env' } : undefined;
  const bundled = safeBundledPath();
  if (bundled && existsSync(bundled)) return { path: undefined, source: 'playwright' };
  const debian = debianBrowsers.find((path) => existsSync(path));
  return debian ? { path: debian, source: 'debian' } : undefined;
}

function safeBundledPath(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}
