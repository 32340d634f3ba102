// A shutdown's grace period is a promise to whoever sent the signal: every process (the API, a cluster worker,
// `serve`) waits for its clean stop only this long, then gives up on what is left and exits anyway. This is the
// one wait they share, so none of them can hang on a dependency (Redis, a bundle host) that stopped answering.

/** True when `work` settled (resolved or rejected) within `ms`; false when the time ran out first. */
export async function settlesWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([
      work.then(
        () => true,
        () => true,
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
