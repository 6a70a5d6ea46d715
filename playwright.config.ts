import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests in Debian's Chromium against the built app on a real server (a fresh embedded
 * database seeded with the demo data, and a backoffice admin with a known TOTP secret).
 */
export const E2E_PORT = 3100;
export const E2E_ADMIN = { username: 'admin', password: 'E2e.Admin.Sifre1', totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' };

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  // No retries: a test that passes only on its second try hides a flaky wait; fix the wait.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } } }],
  webServer: {
    command: `rm -rf .e2e-data && npx tsx apps/server/src/main.ts`,
    url: `http://localhost:${E2E_PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: '.e2e-data',
      LOG_LEVEL: 'warn',
      BACKOFFICE_ADMIN_PASSWORD: E2E_ADMIN.password,
      BACKOFFICE_ADMIN_TOTP_SECRET: E2E_ADMIN.totpSecret,
      // Zeplin's chain: 100,000 links (10 million, the default, is 7 s of a core at the first start)
      CRASH_CHAIN_LENGTH: '100000',
    },
  },
});
