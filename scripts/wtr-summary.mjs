/**
 * A web-test-runner reporter that ends the run with one count line per engine and one total line, e.g.
 *   element Chromium: 251 passed, 0 failed
 *   element total: 753 passed, 0 failed
 * scripts/test.mjs reads the total; a person reads which engine failed. A test file that could not even load
 * (a syntax error, a page crash) or failed outside any test counts as one failure, never as nothing.
 */

/** The summed durations of a suite's tests, in ms (the runner times each test in the page). */
function suiteMs(suite) {
  let ms = 0;
  for (const test of suite?.tests ?? []) ms += test.duration ?? 0;
  for (const child of suite?.suites ?? []) ms += suiteMs(child);
  return ms;
}

/** How many of the slowest files the summary names (WTR_SLOWEST, 6 by default), so the time budget stays in view. */
const SLOWEST_FILES = Number(process.env.WTR_SLOWEST) || 6;

function countSuite(suite, counts) {
  for (const test of suite?.tests ?? []) {
    if (test.skipped) counts.skipped++;
    else if (test.passed) counts.passed++;
    else counts.failed++;
  }
  for (const child of suite?.suites ?? []) countSuite(child, counts);
}

export function summaryReporter() {
  let reportedRun;
  return {
    onTestRunFinished({ testRun, sessions }) {
      // The runner can announce one finished run twice when its last two sessions end together.
      if (testRun === reportedRun) return;
      reportedRun = testRun;
      const byEngine = new Map();
      for (const session of sessions) {
        // WebKit's WebDriver reports its browser as "MiniBrowser", the WebKitGTK shell that embeds it.
        const name = session.browser.name === 'MiniBrowser' ? 'WebKit' : session.browser.name;
        const counts = byEngine.get(name) ?? { passed: 0, failed: 0, skipped: 0 };
        const failedBefore = counts.failed;
        countSuite(session.testResults, counts);
        // A failed file with no failed test (it did not load, or threw outside a test) is one failure.
        if (!session.passed && counts.failed === failedBefore) counts.failed++;
        byEngine.set(name, counts);
      }
      const total = { passed: 0, failed: 0, skipped: 0 };
      const build = process.env.ELEMENT_BUILD ? ` (${process.env.ELEMENT_BUILD} build)` : '';
      const lines = [''];
      for (const [name, counts] of byEngine) {
        lines.push(
          `element ${name}${build}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`,
        );
        for (const key of Object.keys(total)) total[key] += counts[key];
      }
      const slowest = sessions
        .map((session) => ({ file: session.testFile, ms: suiteMs(session.testResults) }))
        .sort((a, b) => b.ms - a.ms)
        .slice(0, SLOWEST_FILES);
      lines.push(
        `slowest files: ${slowest.map(({ file, ms }) => `${file.split('/').pop()} ${(ms / 1000).toFixed(1)} s`).join(', ')}`,
      );
      lines.push(`element total: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
      console.log(lines.join('\n'));
    },
  };
}
