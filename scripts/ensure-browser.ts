import { execSync } from 'node:child_process';
import { debianPackages, findChromium, fullDebianChromium } from './find-chromium';

// Playwright cannot download its browser on these machines; Debian's Chromium works, its headless shell best.
const found = findChromium();
if (found && found.path !== fullDebianChromium) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
function hasApt(): boolean {
  try {
    execSync('command -v apt-get', { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

if (!isRoot || !hasApt()) {
  if (found) process.exit(0);
  console.error(
    'No Chromium found for the e2e tests. Install one of:\n' +
      '  - Debian/Ubuntu: sudo apt-get install -y --no-install-recommends chromium\n' +
      "  - Playwright's own: npx playwright install chromium\n" +
      '  - or set CHROMIUM_PATH to a Chromium/Chrome binary.',
  );
  process.exit(1);
}

console.log('Installing Debian Chromium for the e2e tests (once per machine)…');
try {
  execSync(
    `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ${debianPackages.join(' ')}`,
    { stdio: 'inherit' },
  );
} catch (error) {
  // Full Chromium alone still runs every journey, only slower.
  if (!found) throw error;
}
if (!findChromium()) {
  console.error('Chromium still not found after installing it.');
  process.exit(1);
}
