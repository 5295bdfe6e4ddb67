import path from 'node:path';
import {defineConfig, devices} from '@playwright/test';
import {projectNode} from './scripts/lib/project-node.mjs';

/**
 * Playwright runs the production build (`build/`, or BUILD_DIR) behind our own
 * server, in Debian's Chromium. E2E_PORT lets several runs share a machine.
 * The server runs on the project's Node 24 (node_modules/.bin/node), however Playwright was started.
 */
const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;
const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
const dataDir = path.resolve('tmp', `e2e-data-${port}-${Date.now()}`);

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: {timeout: 10_000},
  reporter: [['list']],
  use: {
    baseURL,
    launchOptions: {executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS},
    trace: 'off',
  },
  projects: [{name: 'chromium', use: {...devices['Desktop Chrome']}}],
  webServer: {
    command: `${JSON.stringify(projectNode(__dirname))} --import tsx functions/server.ts`,
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      BUILD_DIR: buildDir,
      DATA_DIR: dataDir,
      LEADS_EXPORT_TOKEN: 'e2e-export-token',
      RATE_LIMIT: '0',
      // The anti-spam challenge stays on (its default): every form test sends a real proof.
      // A known link key lets tests/e2e/privacy.spec.ts make the link the e-mail would carry.
      PRIVACY_LINK_KEY: 'e2e-privacy-link-key-0123456789abcdef',
    },
  },
});
