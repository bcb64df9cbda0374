// Debian's chromium package; test tools cannot download browsers on this machine.
import { existsSync } from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
      `Chromium not found at ${chromiumPath}: apt-get install -y chromium (or set CHROMIUM_PATH)`,
    );
  }
  return { executablePath: chromiumPath, args: chromiumArgs };
}
