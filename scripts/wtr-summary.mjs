/**
 * A web-test-runner reporter that ends the run with one count line per engine and one total line, e.g.
 *   element Chromium: 251 passed, 0 failed
 *   element total: 753 passed, 0 failed
 * scripts/test.mjs reads the total; a person reads which engine failed. A test file that could not even load
 * (a syntax error, a page crash) or failed outside any test counts as one failure, never as nothing.
 */

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
      lines.push(`element total: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
      console.log(lines.join('\n'));
    },
  };
}
