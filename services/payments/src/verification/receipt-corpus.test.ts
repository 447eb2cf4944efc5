import { describe, expect, it } from 'vitest';
import { type CaseResult, corpusCases, report, runCorpus, summarize } from '../testing/receipt-corpus-run.js';

describe('receipt verifier on the generated corpus (a subset of every layout and case; `make bench` runs it all)', () => {
  it('approves no wrong, foreign, early, scheduled, reused or non-receipt file, every correct text PDF and most images', async () => {
    const cases = corpusCases({ subset: true });

    const results = await runCorpus(cases);

    console.log(report(cases, results));
    const summary = summarize(cases, results);
    for (const miss of summary.misses) console.log(`  ${miss}`);
    expect(summary.falseApprovals.map((c) => c.name)).toEqual([]);
    expect(summary.shares['text pdf'].approved).toBe(summary.shares['text pdf'].total);
    const images = cases.filter((c) => c.truth === 'correct' && c.group !== 'text pdf');
    const approved = images.filter((c) => results.get(c.name)!.status === 'approved');
    expect(approved.length / images.length).toBeGreaterThanOrEqual(0.8);
    // What the desk says on a clear failure, read off the exact text of a PDF.
    const verdict = (kind: string): CaseResult | undefined =>
      results.get(cases.find((c) => c.kind === kind && c.group === 'negative')?.name ?? '');
    expect(verdict('same file again')).toMatchObject({
      status: 'rejected',
      reason: expect.stringMatching(/já utilizado/),
    });
    for (const notReceipt of cases.filter((c) => c.kind === 'not a receipt')) {
      expect({ case: notReceipt.name, ...results.get(notReceipt.name) }).toMatchObject({
        status: 'rejected',
        reason: expect.stringMatching(/^Não parece um comprovante PIX/),
      });
    }
  }, 600_000);
});
