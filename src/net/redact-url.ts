// What a URL looks like in a log or an error message: a presigned URL's query is its signature, a secret.

/** `https://user:pw@host/path?sig=…` → `https://host/path?…`: no credentials, no query, no fragment. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.origin}${u.pathname}${u.search ? '?…' : ''}`;
  } catch {
    return '(not a URL)';
  }
}
