// "Did you mean …?" for every command: a mistyped option or command names the nearest known one, so
// `--out-dri` answers `did you mean --out-dir?` instead of leaving the reader to scan the usage. Hand-written: the
// packages that do this (leven, fastest-levenshtein) count a swap of two letters as two edits, and a swap is
// the commonest slip on a keyboard (`dri` for `dir`).

/** Edits (insert, delete, substitute, swap two neighbours) from `a` to `b`: the optimal string alignment distance. */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

/**
 * The one known word `typed` most likely meant: the only one it is a prefix of (`--delta` → `--delta-out`), else
 * the only closest one within a third of its length in edits (at least one). Undefined when nothing is close or
 * two are equally close, since a wrong guess misleads more than none.
 */
export function nearest(typed: string, known: Iterable<string>): string | undefined {
  const words = [...new Set(known)].filter((w) => w !== typed);
  const bare = (w: string) => w.replace(/^-+/, '');
  const prefixed = words.filter((w) => bare(typed).length >= 2 && bare(w).startsWith(bare(typed)));
  if (prefixed.length === 1) return prefixed[0];
  const limit = Math.max(1, Math.floor(bare(typed).length / 3));
  let best: string | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  let tie = false;
  for (const word of words) {
    const d = editDistance(bare(typed), bare(word));
    if (d < bestDistance) [best, bestDistance, tie] = [word, d, false];
    else if (d === bestDistance) tie = true;
  }
  return bestDistance <= limit && !tie ? best : undefined;
}

/** The one-line message for an option no command knows: `unknown option '--out-dri'; did you mean --out-dir?` */
export function unknownOptionMessage(option: string, known: Iterable<string>): string {
  const guess = nearest(option, known);
  return `unknown option '${option}'${guess ? `; did you mean ${guess}?` : ''}`;
}
