import { it } from 'vitest';
import { blindCases } from '../testing/blind/cases.js';
import { layoutFigures, layoutReport } from '../testing/layout-figures.js';
import { neverTunedCases } from '../testing/never-tuned/cases.js';
import { runCorpus } from '../testing/receipt-corpus-run.js';

it('dbg', async () => {
  for (const cases of [blindCases(), neverTunedCases()]) {
    const figures = layoutFigures(cases, await runCorpus(cases));
    console.log(layoutReport(figures));
    for (const f of figures) for (const m of f.misses) console.log('MISS', m);
  }
}, 1_800_000);
