/** Levenshtein distance: the fewest inserted, deleted or replaced characters that turn `a` into `b`. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (const [i, charA] of [...a].entries()) {
    const current = [i + 1];
    for (const [j, charB] of [...b].entries()) {
      current.push(Math.min(previous[j + 1]! + 1, current[j]! + 1, previous[j]! + (charA === charB ? 0 : 1)));
    }
    previous = current;
  }
  return previous[b.length]!;
}
