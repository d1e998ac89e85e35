import { defineConfig, devices } from "@playwright/test";

/**
 * End-to-end tests in Debian's Chromium (never a downloaded browser) against the production build,
 * started on the embedded defaults with a fresh data folder for every run.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
// Set once, in the runner: its workers inherit it, so tests find the server's data folder.
const DATA_DIR = (process.env.E2E_DATA_DIR ??= `var/e2e-${process.pid}`);
export const baseURL = `http://127.0.0.1:${PORT}`;
export const dataDir = DATA_DIR;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_500 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL,
    trace: "off",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: `rm -rf ${DATA_DIR} && sh server/start.sh`,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(PORT),
      DATA_DIR,
      PUBLIC_ORIGIN: baseURL,
      LOG_REQUESTS: "0",
    },
  },
});
