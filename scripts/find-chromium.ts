import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const debianChromium = '/usr/bin/chromium';

/**
 * Which Chromium the e2e tests drive: $CHROMIUM_PATH when set, else Playwright's own
 * browser when this machine has one, else Debian's package. `undefined` means none is here.
 */
export function findChromium(): { path: string | undefined; source: 'env' | 'playwright' | 'debian' } | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? { path: fromEnv, source: 'env' } : undefined;
  const bundled = safeBundledPath();
  if (bundled && existsSync(bundled)) return { path: undefined, source: 'playwright' };
  return existsSync(debianChromium) ? { path: debianChromium, source: 'debian' } : undefined;
}

function safeBundledPath(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}
