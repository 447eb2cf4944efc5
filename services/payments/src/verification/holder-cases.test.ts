import { describe, expect, it } from 'vitest';
import { holderCases, holderReport, holderSummary, TUNED_HOLDERS } from '../testing/holder-cases.js';
import { runCorpus } from '../testing/receipt-corpus-run.js';

// Every positive of the tuned set and the negatives of every third layout (HOLDER_CASES=all: every case); `make
// bench` judges the held-out set whole. Misses left on the tuned set: C6's amount on its black page unread (to
// review), and a bullet mask OCR reads as "00" beside the check digits (taken for other digits: to review).
// Known false approval outside this subset (open): BB's "same id, new file" is approved when the first receipt went
// to review without its id read, leaving the desk nothing to tie the second file to.
const APPROVED_SHARE_BAR = 0.8;
const SUBSET = (process.env.HOLDER_CASES ?? 'subset') === 'subset';

describe('receipt verifier on stores confirmed by their holder (tuned set)', () => {
  it('approves name + masked CNPJ or CPF, cut names and every printed key, and none of the negatives', async () => {
    const all = holderCases(TUNED_HOLDERS);
    const layouts = [...new Set(all.map((c) => c.layout))];
    const cases = SUBSET ? all.filter((c) => c.group !== 'negative' || layouts.indexOf(c.layout) % 3 === 0) : all;

    const results = await runCorpus(cases);

    const summary = holderSummary(cases, results);
    console.log(holderReport(cases, results));
    for (const miss of summary.misses) console.log(`  ${miss}`);
    expect(summary.falseApprovals).toEqual([]);
    for (const group of summary.groups)
      expect(group.approved / group.total, group.name).toBeGreaterThanOrEqual(APPROVED_SHARE_BAR);
  }, 900_000);
});
