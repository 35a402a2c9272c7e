/**
 * Ends every jest run with one line of totals, `N passed, N failed`, over all projects (unit,
 * component and browser tests), for CI logs and for anyone reading the end of the output.
 */
class SummaryReporter {
  onRunComplete(_contexts, results) {
    const failed = results.numFailedTests + results.numRuntimeErrorTestSuites
    // On exit, so the line comes after jest's own summary, whatever order reporters run in.
    process.once("exit", () => process.stdout.write(`\n${results.numPassedTests} passed, ${failed} failed\n`))
  }
}

module.exports = SummaryReporter
