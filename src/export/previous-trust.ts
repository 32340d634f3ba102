// Whether PREV may be built on by an export that signs. A signer must never sign bytes it neither fetched nor
// checked, and everything a `since` export reuses (a content-hashed script taken with no request, a page kept on a
// 304) is PREV's bytes, not the origin's: so with a signing key PREV must carry a signature by a trusted key over
// its manifest, or nothing is taken from it and the export is a full one, saying why. The check itself (OpenSSH
// signatures) is the pipeline's to give: the export only knows a manifest's bytes and its signature's text.

/** Why PREV's signature does not make it trusted, or undefined when it does. `signature` is absent when unsigned. */
export type PreviousTrust = (manifest: Buffer, signature: string | undefined) => string | undefined;

/** The reason an export gives for not building on PREV, from the trust check's answer. */
export function untrustedReason(problem: string): string {
  return `PREV is not signed by a trusted key (${problem}): a signed export takes nothing from it`;
}
