// Step 1 of the base-path runtime: chunk registration by path, not by the (relative) src of the element. The
// Turbopack runtime identifies a loaded chunk by its literal `src` attribute (`getChunkFromRegistration`) and waits
// for `"/_next/" + path`: a relative src never matches and the page never hydrates. `globalThis.TURBOPACK.push` is
// wrapped (before and after the runtime installs itself) so a chunk that registers with its `<script>` element
// registers by its chunk path (`static/chunks/x.js`) instead; the runtime then keys it as `/_next/static/chunks/x.js`,
// exactly as it does at `/`.
import type { PageBase } from './page-base.ts';
import { pageWindow as w } from './page-window.ts';

interface Pushable {
  push(...items: unknown[]): unknown;
}

export function installChunkRegistration(page: PageBase): void {
  const ROOT = page.root;
  function norm(r: unknown): unknown {
    const el = r && typeof r === 'object' ? (r as Record<number, unknown>)[0] : undefined;
    if (el && typeof el === 'object' && typeof (el as Element).getAttribute === 'function' && typeof (el as HTMLScriptElement).src === 'string') {
      const s = (el as HTMLScriptElement).src.replace(/[?#].*$/, '');
      if (s.indexOf(ROOT) === 0) {
        // The runtime names chunks relative to its own base: /_next/, or /<basePath>/_next/ in a basePath build,
        // whose chunks sit under <basePath>/_next/ in the bundle.
        const rest = s.slice(ROOT.length);
        const i = rest.indexOf('_next/');
        if (i === 0 || (i > 0 && rest.charAt(i - 1) === '/')) {
          try {
            (r as Record<number, unknown>)[0] = decodeURI(rest.slice(i + 6));
          } catch {}
        }
      }
    }
    return r;
  }
  function wrapPush<T extends Pushable>(target: T): T {
    const push = target.push;
    target.push = (...items: unknown[]) => {
      let result: unknown;
      for (const item of items) result = push.call(target, norm(item));
      return Array.isArray(target) ? target.length : result;
    };
    return target;
  }
  let current: unknown = w.TURBOPACK ? wrapPush(w.TURBOPACK as Pushable) : wrapPush([] as unknown[]);
  try {
    Object.defineProperty(w, 'TURBOPACK', {
      configurable: true,
      get: () => current,
      set: (v: unknown) => {
        current = v && typeof (v as Pushable).push === 'function' ? wrapPush(v as Pushable) : v;
      },
    });
  } catch {}
}
