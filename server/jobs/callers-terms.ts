// A job's error or warning as the API caller should read it: in terms of the domain it asked for, not of the
// internal address the operator maps that domain to (`keys create --origin http://127.0.0.1:3000`). The caller
// cannot act on the internal address and should not learn it; the operator's log keeps the original.

/** `message` with the origin `url` (scheme, host and port, or host and port, or host) said as `domain`. */
export function inCallersTerms(message: string, url: string, domain: string): string {
  const origin = URL.parse(url);
  if (!origin || origin.hostname === domain) return message;
  let out = message;
  for (const internal of [origin.origin, origin.host, origin.hostname]) out = out.split(internal).join(domain);
  return out;
}
