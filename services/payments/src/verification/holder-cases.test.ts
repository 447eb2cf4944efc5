import { describe, expect, it } from 'vitest';
import { holderCases, holderReport, holderSummary, TUNED_HOLDERS } from '../testing/holder-cases.js';
import { runCorpus } from '../testing/receipt-corpus-run.js';

// Every case of the tuned set; `make bench` judges the held-out sets. Pages are read with the fast model where
// Debian's tesseract-ocr-por is installed (make test installs it), lines read again with the best one.
const APPROVED_SHARE_BAR = 0.9;

describe('receipt verifier on stores confirmed by their holder (tuned set)', () => {
  it('approves name + masked CNPJ or CPF, cut names and every printed key, and none of the negatives', async () => {
    const cases = holderCases(TUNED_HOLDERS);

    const results = await runCorpus(cases);

    const summary = holderSummary(cases, results);
    console.log(holderReport(cases, results));
    for (const miss of summary.misses) console.log(`  ${miss}`);
    expect(summary.falseApprovals).toEqual([]);
    for (const group of summary.groups)
      expect(group.approved / group.total, group.name).toBeGreaterThanOrEqual(APPROVED_SHARE_BAR);
  }, 900_000);
});
