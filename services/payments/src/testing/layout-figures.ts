/**
 * Issue #39's measure on a corpus of bank layouts (never-tuned/, blind/): per layout, the share of correct receipts that
 * show only the holder's name and a masked document approved, the key-shown ones approved, and every negative approved
 * (a false approval).
 */
import type { CaseResult } from './receipt-corpus-run.js';

/** A case of a layout corpus, as the figures need it. */
export interface LayoutCase {
  name: string;
  layout: string;
  family: string;
  theme: string;
  font: string;
  group: string;
}

const NAME_AND_DOCUMENT = new Set(['name + masked CNPJ', 'name + masked CPF', 'truncated name']);

export interface LayoutFigures {
  layout: string;
  family: string;
  theme: string;
  font: string;
  nameAndDocument: { approved: number; total: number };
  keyShown: { approved: number; total: number };
  negatives: number;
  falseApprovals: string[];
  misses: string[];
}

export function layoutFigures(cases: LayoutCase[], results: Map<string, CaseResult>): LayoutFigures[] {
  const approved = (c: LayoutCase) => results.get(c.name)?.status === 'approved';
  const count = (members: LayoutCase[]) => ({ approved: members.filter(approved).length, total: members.length });
  return [...new Set(cases.map((c) => c.layout))].map((layout) => {
    const mine = cases.filter((c) => c.layout === layout);
    const positives = mine.filter((c) => c.group !== 'negative');
    const negatives = mine.filter((c) => c.group === 'negative');
    return {
      layout,
      family: mine[0]!.family,
      theme: mine[0]!.theme,
      font: mine[0]!.font,
      nameAndDocument: count(positives.filter((c) => NAME_AND_DOCUMENT.has(c.group))),
      keyShown: count(positives.filter((c) => c.group === 'key shown')),
      negatives: negatives.length,
      falseApprovals: negatives.filter(approved).map((c) => c.name),
      misses: positives
        .filter((c) => !approved(c))
        .map((c) => `${c.name}: ${results.get(c.name)?.status} (${results.get(c.name)?.reason})`),
    };
  });
}

const share = ({ approved, total }: { approved: number; total: number }) =>
  `${`${approved}/${total}`.padStart(6)} ${total ? ((approved / total) * 100).toFixed(0).padStart(3) : '  -'} %`;

/** The per-layout table, then the totals by family (as the corpus names its families) and over all layouts. */
export function layoutReport(figures: LayoutFigures[]): string {
  const sum = (rows: LayoutFigures[], pick: (row: LayoutFigures) => { approved: number; total: number }) =>
    rows.reduce(
      (total, row) => ({ approved: total.approved + pick(row).approved, total: total.total + pick(row).total }),
      { approved: 0, total: 0 },
    );
  const line = (name: string, detail: string, rows: LayoutFigures[]) =>
    `  ${name.padEnd(14)} ${detail.padEnd(30)} ${share(sum(rows, (r) => r.nameAndDocument))}   ${share(
      sum(rows, (r) => r.keyShown),
    )}   ${`${rows.reduce((n, r) => n + r.falseApprovals.length, 0)}/${rows.reduce((n, r) => n + r.negatives, 0)}`.padStart(7)}`;
  return [
    `  ${'layout'.padEnd(14)} ${'family · theme · font'.padEnd(30)} ${'name + document'.padStart(12)}   ${'key shown'.padStart(12)}   false approvals`,
    ...figures.map((row) => line(row.layout, `${row.family} · ${row.theme} · ${row.font}`, [row])),
    ...[...new Set(figures.map((row) => row.family))].map((family) =>
      line(
        `${family}`,
        'family, all its layouts',
        figures.filter((row) => row.family === family),
      ),
    ),
    line('all', `${figures.length} layouts`, figures),
    ...figures.flatMap((row) => row.falseApprovals.map((name) => `    FALSE APPROVAL: ${name}`)),
  ].join('\n');
}
