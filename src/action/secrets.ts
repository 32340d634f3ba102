// Everything secret in the inputs is masked before anything can print it: the API key, the signing key, and every header value and
// cookie, taken loosely from the raw text so a malformed line (refused later with a message) is masked too.
import * as core from '@actions/core';
import { secretValues } from '../core/request-headers.ts';

export function maskSecretInputs(getInput: (name: string) => string): void {
  const key = getInput('api-key').trim();
  if (key !== '') core.setSecret(key);
  // A multi-line secret is masked line by line: the runner matches each registered value within one line.
  const signingKey = getInput('signing-key').trim();
  if (signingKey !== '') {
    core.setSecret(signingKey);
    for (const line of signingKey.split(/\r?\n/)) if (line.trim() !== '' && !line.startsWith('-----')) core.setSecret(line.trim());
  }
  const headers: Record<string, string> = {};
  getInput('headers')
    .split('\n')
    .forEach((line, i) => {
      const value = (line.includes(':') ? line.slice(line.indexOf(':') + 1) : line).trim();
      if (value) headers[`h${i}`] = value;
    });
  const cookie = getInput('cookie')
    .split('\n')
    .map((c) => c.trim())
    .filter(Boolean)
    .join('; ');
  for (const value of secretValues({ ...headers, ...(cookie ? { cookie } : {}) })) core.setSecret(value);
}
