// How many speculative references (guess-refs.ts) one export asks for. A library can carry a list of names that read
// as file paths but are not the site's files — an emoji table of 1,856 `unicode/<code>.png` names, each read against
// two bases — and every one of them would be a request answered 404. So guesses are budgeted:
//   - by list: the guesses one file makes that share a shape (their folder, extension and query's keys) are a list;
//     its first SAMPLE names are asked for, and the rest only once one of them answered a file. A list none of whose
//     first names is a file is left there, however long it is; a bundler's chunk list answers on its first name;
//   - by source: one file may add at most PER_SOURCE guesses;
//   - by site: one export at most siteGuessCap(maxPages).
// What the budget leaves out is counted, for one summary warning at the end of the export.

/** Names of one list asked for before the rest: enough that a list of real files shows one. */
export const SAMPLE = 8;
/** Guesses one file may add (a bundler's list of every chunk of a large site, read against two bases, fits). */
export const PER_SOURCE = 5_000;

/** Guesses one export may make: two a page of the page limit, at least 5,000 (20,000 with the default 10,000 pages). */
export function siteGuessCap(maxPages: number): number {
  return Math.max(5_000, 2 * maxPages);
}

/**
 * The list a guess belongs to: the file that names it and the guess's shape — its folder, its extension, the keys of
 * its query — so `lib/unicode/1f44d.png?v8` and `lib/unicode/1f4af.png?v8` named by one script are one list.
 */
export function guessList(referrer: string, key: string): string {
  const q = key.indexOf('?');
  const path = q === -1 ? key : key.slice(0, q);
  const query = q === -1 ? '' : key.slice(q + 1);
  const slash = path.lastIndexOf('/');
  const name = path.slice(slash + 1);
  const dot = name.lastIndexOf('.');
  const keys = query
    .split('&')
    .map((pair) => pair.split('=')[0])
    .join('&');
  return `${referrer}\0${path.slice(0, slash + 1)}\0${dot === -1 ? '' : name.slice(dot).toLowerCase()}\0${keys}`;
}

/** A guess offered: `start` asks for it and says whether it did (false when its file was claimed meanwhile); `skip`
 *  records it as not asked for (verify then knows it is no missing file). */
export interface Guess {
  start(): boolean;
  skip(): void;
}

interface ListState {
  source: string;
  started: number;
  settled: number;
  hits: number;
  /** Guesses waiting for the sample's answers. */
  held: Guess[];
  /** Left out because its sample answered no file. */
  skipped: number;
}

export interface GuessBudgetSummary {
  /** Guesses left out, in all. */
  skipped: number;
  /** Lists left out after their sample answered nothing, and the files that named the largest of them. */
  lists: number;
  sources: string[];
  /** Left out by the per-source limit and the site's cap. */
  overSource: number;
  overSite: number;
}

export class GuessBudget {
  private readonly lists = new Map<string, ListState>();
  private readonly perSource = new Map<string, number>();
  private started = 0;
  private overSource = 0;
  private overSite = 0;

  private readonly siteCap: number;
  private readonly sourceCap: number;
  private readonly sample: number;

  constructor(siteCap: number, sourceCap = PER_SOURCE, sample = SAMPLE) {
    this.siteCap = siteCap;
    this.sourceCap = sourceCap;
    this.sample = sample;
  }

  /**
   * A guess named by `source`, of list `list` (guessList()): started now, later (once the list's sample found a file)
   * or skipped. Whether it was started now.
   */
  offer(source: string, list: string, guess: Guess): boolean {
    let state = this.lists.get(list);
    if (!state) {
      state = { source, started: 0, settled: 0, hits: 0, held: [], skipped: 0 };
      this.lists.set(list, state);
    }
    if (state.hits > 0 || state.started < this.sample) return this.run(state, guess);
    if (state.settled >= state.started) {
      state.skipped++;
      guess.skip();
      return false;
    }
    state.held.push(guess);
    return false;
  }

  /** A started guess of `list` answered: with a file (`hit`) or not. */
  settle(list: string, hit: boolean): void {
    const state = this.lists.get(list);
    if (!state) return;
    state.settled++;
    if (hit) state.hits++;
    if (state.held.length === 0) return;
    if (state.hits > 0) {
      for (const guess of state.held.splice(0)) this.run(state, guess);
    } else if (state.settled >= state.started) {
      state.skipped += state.held.length;
      for (const guess of state.held.splice(0)) guess.skip();
    }
  }

  private run(state: ListState, guess: Guess): boolean {
    const fromSource = this.perSource.get(state.source) ?? 0;
    if (fromSource >= this.sourceCap) {
      this.overSource++;
      guess.skip();
      return false;
    }
    if (this.started >= this.siteCap) {
      this.overSite++;
      guess.skip();
      return false;
    }
    if (!guess.start()) return false;
    state.started++;
    this.started++;
    this.perSource.set(state.source, fromSource + 1);
    return true;
  }

  /** What the budget left out, or undefined when it left out nothing. */
  summary(): GuessBudgetSummary | undefined {
    const skippedLists = [...this.lists.values()].filter((s) => s.skipped > 0).sort((a, b) => b.skipped - a.skipped);
    const inLists = skippedLists.reduce((n, s) => n + s.skipped, 0);
    const skipped = inLists + this.overSource + this.overSite;
    if (skipped === 0) return undefined;
    return {
      skipped,
      lists: skippedLists.length,
      sources: [...new Set(skippedLists.map((s) => s.source))].slice(0, 3),
      overSource: this.overSource,
      overSite: this.overSite,
    };
  }
}

/** The one warning's text for a summary. */
export function budgetMessage(s: GuessBudgetSummary, siteCap: number, sourceCap = PER_SOURCE): string {
  const parts: string[] = [];
  if (s.lists > 0)
    parts.push(
      `${s.skipped - s.overSource - s.overSite} in ${s.lists} list(s) of names whose first ${SAMPLE} answered no file (named by ${s.sources.join(', ')})`,
    );
  if (s.overSource > 0) parts.push(`${s.overSource} past the limit of ${sourceCap} a file`);
  if (s.overSite > 0) parts.push(`${s.overSite} past the export's limit of ${siteCap}`);
  return `${s.skipped} speculative references were not asked for: ${parts.join('; ')}`;
}
