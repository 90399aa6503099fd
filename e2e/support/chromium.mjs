// @ts-check
/** Debian's Chromium (never a downloaded browser); CHROMIUM_PATH points elsewhere when needed. */
export function chromiumLaunchOptions() {
  return {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  };
}
