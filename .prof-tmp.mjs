import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
const { chromiumPath, CHROMIUM_ARGS } = await import('/work/main/scripts/chromium.mjs');
const port = 4398;
const server = spawn('node', ['scripts/serve.mjs'], { env: { ...process.env, PORT: String(port) }, stdio: 'ignore' });
await new Promise((r) => setTimeout(r, 4000));
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
const path = process.argv[2] ?? '/';
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'disabled-by-default-v8.cpu_profiler', 'blink.user_timing'] });
await page.goto(`http://localhost:${port}${path}`);
await page.waitForTimeout(3000);
const buf = await browser.stopTracing();
writeFileSync('/tmp/trace.json', buf);
await browser.close();
server.kill();
// Long tasks and the functions with the most self time inside them.
const { traceEvents } = JSON.parse(buf.toString());
const main = traceEvents.find((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain');
const tasks = traceEvents.filter((e) => e.name === 'RunTask' && e.tid === main.tid && e.dur > 30000 * 1).sort((a, b) => a.ts - b.ts);
const t0 = traceEvents.find((e) => e.name === 'navigationStart' || e.name === 'TracingStartedInBrowser')?.ts ?? tasks[0]?.ts;
for (const t of tasks) {
  const inside = traceEvents.filter((e) => e.tid === main.tid && e.ts >= t.ts && e.ts < t.ts + t.dur && e.dur > 2000 && e.name !== 'RunTask');
  console.log(`task ${Math.round((t.ts - t0) / 1000)}ms dur ${Math.round(t.dur / 1000)}ms:`, inside.slice(0, 14).map((e) => `${e.name}${e.args?.data?.url ? '(' + e.args.data.url.replace(/.*\//, '') + ')' : ''}${e.args?.data?.functionName ? '[' + e.args.data.functionName + ']' : ''} ${Math.round(e.dur / 1000)}`).join(' | '));
}
