// What an export sent and received, counted under every stage: a `since` export reports it against what it reused
// (the CLI summary, the API job's `changes`), so a user sees what the conditional requests saved.
import type { TransferFigures } from '../core/types.ts';
import type { Fetcher } from './fetcher.ts';

export function newTransferFigures(): TransferFigures {
  return { requests: 0, bytes: 0, reusedFiles: 0, reusedBytes: 0, reusedWithoutRequest: 0 };
}

/** `fetcher`, counting each request and the body bytes of each answer in `figures`. */
export function countingFetcher(fetcher: Fetcher, figures: TransferFigures): Fetcher {
  return {
    fetch: async (req) => {
      figures.requests++;
      const res = await fetcher.fetch(req);
      figures.bytes += res.bytes;
      return res;
    },
    close: () => fetcher.close(),
  };
}
