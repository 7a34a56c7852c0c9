import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium';

const PORT = Number(process.env.E2E_PORT ?? 5181);
const baseURL = `http://127.0.0.1:${PORT}/ClientApps/`;
/** Its own folder per port, so that two runs on one machine (another port each) do not wipe each other's database. */
export const E2E_DATA_DIR = PORT === 5181 ? '.data-e2e' : `.data-e2e-${PORT}`;

export const E2E_ADMIN = { username: 'admin', password: 'e2e-admin-password' };
/**
 * The journeys' VERIFICATION_RESEND_SECONDS: while a request's last code is unused, the wait before another, long enough
 * to see. A used code starts no cooldown: a journey that comes back after verifying gets its next code at once.
 */
export const E2E_CODE_COOLDOWN_MS = 6_000;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 45_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_FLAGS],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: /admin-badges\.spec\.ts/,
    },
    // The badge journeys compare the app-wide pending count with the server's: a journey on the other worker
    // submitting an application meanwhile would move it. They run once every other journey has finished
    // (`--no-deps` runs them alone).
    {
      name: 'chromium-counts',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /admin-badges\.spec\.ts/,
      dependencies: ['chromium'],
    },
  ],
  webServer: {
    // A fresh embedded database with demo data for every run.
    command: `rm -rf ${E2E_DATA_DIR} && node server/dist/main.js --seed`,
    url: `${baseURL}api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      VERIFICATION_RESEND_SECONDS: String(E2E_CODE_COOLDOWN_MS / 1000),
      // Every journey comes from 127.0.0.1; the per-address limits have API tests of their own.
      LOOKUP_LIMIT_PER_MINUTE: '100000',
      CODE_REQUEST_LIMIT_PER_HOUR: '100000',
      DRAFT_SAVE_LIMIT_PER_MINUTE: '100000',
      LOG_LEVEL: 'warn',
    },
  },
});
