import { readFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

const MOST_CHARACTERS = 6_000;

/**
 * Prints the page snapshot Playwright keeps for a failed journey (its "error-context" attachment: the ARIA tree of
 * the page when the step failed). CI keeps only the log, and a timeout says what was awaited but not what the
 * page showed instead: an error dialog, a spinner, another page.
 */
export default class FailureContextReporter implements Reporter {
  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed' || result.status === 'skipped') return;
    for (const attachment of result.attachments) {
      if (attachment.name !== 'error-context' || !attachment.path) continue;
      const text = readFileSync(attachment.path, 'utf8');
      const shown = text.length > MOST_CHARACTERS ? `${text.slice(0, MOST_CHARACTERS)}\n… (cut)` : text;
      process.stdout.write(`\n--- page when "${test.title}" failed ---\n${shown}\n--- end ---\n`);
    }
  }

  printsToStdio(): boolean {
    return true;
  }
}
