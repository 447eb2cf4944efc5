import { describe, expect, it } from 'vitest';
import { holderCases, holderReport, holderSummary, TUNED_HOLDERS } from '../testing/holder-cases.js';
import { runCorpus } from '../testing/receipt-corpus-run.js';

// Every positive of the tuned set and the negatives of every third layout: `make bench` runs the held-out set whole.
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
    for (const group of summary.groups) expect(group.approved / group.total, group.name).toBeGreaterThanOrEqual(0.9);
  }, 900_000);
});
