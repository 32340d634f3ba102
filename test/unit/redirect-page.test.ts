// What a redirect of the source may become in the bundle: a page pointing at a web address or a path, and a
// stand-in payload whose target the base-path shim can only read as a path of the same origin.
import { describe, expect, it } from 'vitest';
import { redirectPage, redirectTarget } from '../../src/export/redirect-page.ts';
import { REDIRECT_MARKER, redirectMarker } from '../../src/hosting/redirect-marker.ts';

describe('redirectPage', () => {
  it('points at http(s) and relative targets', () => {
    expect(redirectPage('https://example.com/x')).toContain('location.replace("https://example.com/x"+location.hash)');
    expect(redirectPage('../guide/index.html#a')).toContain('content="0;url=../guide/index.html#a"');
  });

  it('refuses every other target, however it is spelt', () => {
    for (const href of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      '\tjavascript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      '//evil.example/',
      '\\\\evil.example/',
    ]) {
      expect(() => redirectPage(href), href).toThrow(/http\(s\) or relative/);
    }
  });

  it('takes a Location as a target only when it is a web address', () => {
    expect(redirectTarget(new URL('https://a.example/'))).toBe(true);
    for (const location of ['javascript:alert(1)', 'data:,x', 'vbscript:x', 'file:///etc/passwd', 'blob:https://a.example/x']) {
      expect(redirectTarget(new URL(location)), location).toBe(false);
    }
  });
});

describe('redirectMarker', () => {
  /** Where the shim sends the client: the marker's target resolved against the page's URL. */
  const target = (marker: string) => new URL(marker.slice(REDIRECT_MARKER.length).trim(), 'https://docs.example/a/b/');

  it('keeps a path of the origin on the origin, even one that starts with //', () => {
    expect(target(redirectMarker('/guide/?x=1')).href).toBe('https://docs.example/guide/?x=1');
    const doubled = target(redirectMarker('//evil.example/x'));
    expect(doubled.origin).toBe('https://docs.example');
    expect(doubled.pathname).toBe('//evil.example/x');
  });

  it('refuses anything but a root-absolute path', () => {
    for (const bad of ['javascript:alert(1)', 'https://evil.example/', 'guide', '/a\nb']) expect(() => redirectMarker(bad), bad).toThrow();
  });
});
