import { it } from 'vitest';
import { holderCases, TUNED_HOLDERS } from '../testing/holder-cases.js';
import { runCorpus } from '../testing/receipt-corpus-run.js';
const NAMES = (process.env.DIAG ?? '').split('|');
it('diag', async () => {
  const cases = holderCases(TUNED_HOLDERS).filter((c) => NAMES.includes(c.name));
  const results = await runCorpus(cases);
  for (const c of cases) console.log(c.name, '=>', results.get(c.name)?.status, JSON.stringify((results.get(c.name)?.review as any)?.recipient), JSON.stringify(c.payee));
}, 600_000);
