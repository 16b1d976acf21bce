// What the browser really downloads (bytes on the wire, after compression): the login page in a
// fresh browser, and the first signed-in page (home) in another fresh browser with a session.
// Needs the built app (`npm run build`) and Debian's Chromium.
import { chromium, type Browser, type Page } from 'playwright-core';
import { serverProcesses } from './support/server-process.ts';

const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

interface Transfer {
  scriptKb: number;
  allKb: number;
  requests: number;
  /** With BENCH_DETAIL=1: each script file and its transferred KiB, largest first. */
  scripts?: Record<string, number>;
}

/** Opens `path` in a new, empty browser context and sums what it transferred until the network is idle. */
async function measure(browser: Browser, base: string, path: string, prepare?: (page: Page) => Promise<void>): Promise<Transfer> {
  const context = await browser.newContext({ baseURL: base });
  const page = await context.newPage();
  if (prepare) await prepare(page);
  const sizes: Promise<{ script: boolean; bytes: number; file: string }>[] = [];
  page.on('requestfinished', (request) => {
    sizes.push(
      request.sizes().then((size) => ({
        script: request.resourceType() === 'script',
        bytes: size.responseBodySize + size.responseHeadersSize,
        file: new URL(request.url()).pathname,
      })),
    );
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  // Chunks the page asks for after it shows (a lazy widget, the form's rules) count too: wait
  // until a whole second passes without a new request.
  for (let seen = -1; seen !== sizes.length;) {
    seen = sizes.length;
    await page.waitForTimeout(1000);
  }
  const done = await Promise.all(sizes);
  await context.close();
  const kb = (bytes: number) => Math.round(bytes / 1024);
  const scripts = done.filter((size) => size.script).sort((a, b) => b.bytes - a.bytes);
  return {
    ...(process.env.BENCH_DETAIL ? { scripts: Object.fromEntries(scripts.map((size) => [size.file, kb(size.bytes)])) } : {}),
    scriptKb: kb(scripts.reduce((sum, size) => sum + size.bytes, 0)),
    allKb: kb(done.reduce((sum, size) => sum + size.bytes, 0)),
    requests: done.length,
  };
}

const servers = serverProcesses();
const server = await servers.start();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS });
try {
  const login = await measure(browser, server.base, '/login');
  const session = (await (
    await fetch(`${server.base}/api/v2/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ domain: 'demo', username: 'admin', password: 'demo1234' }),
    })
  ).json()) as {
    data: {
      token: string;
      userInfo: { userID: string; username: string; fullName: string };
      companyData: { domain: string; companyName: string };
    };
  };
  const account = {
    userKey: `${session.data.companyData.domain}/${session.data.userInfo.username}`,
    userID: session.data.userInfo.userID,
    token: session.data.token,
    domain: session.data.companyData.domain,
    username: session.data.userInfo.username,
    fullName: session.data.userInfo.fullName,
    companyName: session.data.companyData.companyName,
  };
  const home = await measure(browser, server.base, '/home', (page) =>
    page.addInitScript((stored) => {
      localStorage.setItem('confirmCookies', 'true');
      localStorage.setItem('accounts', JSON.stringify([stored]));
      localStorage.setItem('userKey', stored.userKey);
    }, account),
  );
  console.log(
    JSON.stringify({
      bench: 'web-transfer',
      login,
      firstSignedInPage: home,
      budget: { loginScriptKb: 250, firstSignedInPageScriptKb: 500 },
    }),
  );
} finally {
  await browser.close();
  await server.stop();
  servers.remove();
}
