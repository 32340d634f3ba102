// Step 3 of the base-path runtime (src/hosting/runtime/relative-urls.ts): a relative URL of the saved HTML becomes
// path-absolute, but never a path that a browser reads as another host (issue 28, finding 2).
import { describe, expect, it } from 'vitest';
import { absolute, absoluteSet } from '../../src/hosting/runtime/relative-urls.ts';

describe('absolute (base-path runtime, step 3)', () => {
  it('makes relative URLs path-absolute for the page they were written for', () => {
    expect(absolute('../t/index.html', 'http://h/n/')).toBe('/t/index.html');
    expect(absolute('a.png?v=1#x', 'http://h/sub/docs/intro/')).toBe('/sub/docs/intro/a.png?v=1#x');
    expect(absolute('../t/', 'http://h/n//x/')).toBe('/n//t/');
    for (const kept of ['', '/root', '#frag', 'https://cdn.example/a.js', 'data:image/png;base64,AA']) expect(absolute(kept, 'http://h/n/')).toBe(kept);
  });

  it('leaves a reference as it was when its path would start with // (another origin)', () => {
    // A host that serves //evil.example/..%2f/n/ as n/index.html (nginx merges the slashes, Python's http.server
    // normalises the path): the old step wrote //evil.example/..%2f/t/index.html, the host evil.example.
    const page = 'http://127.0.0.1:8080//evil.example/..%2f/n/';
    expect(absolute('../t/index.html', page)).toBe('../t/index.html');
    expect(absolute('pic.png', 'http://127.0.0.1:8080//evil.example/n/')).toBe('pic.png');
    expect(absolute('pic.png', 'file:////evil.example/n/')).toBe('pic.png');
    expect(absoluteSet('a.png 1x, ../b.png 2x', page)).toBe('a.png 1x, ../b.png 2x');
    for (const out of [absolute('../t/index.html', page), absolute('x/', 'http://h//a/b/')]) {
      expect(new URL(out, page).origin).toBe('http://127.0.0.1:8080');
    }
  });
});
