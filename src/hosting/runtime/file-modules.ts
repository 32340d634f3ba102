// ES modules on file://, where Chromium refuses every module script ("… from origin 'null' has been blocked by CORS
// policy") and loads only classic scripts. The export writes a System.register form of each ES module of the site
// under `_static-export/file-modules/` (src/hosting/system-forms.ts); this runtime, SystemJS's loader (s.js, which
// loads modules by classic script tags) and its hooks, loads those instead. The file:// runtime writes it into a
// page that has module scripts (its loader says so), in two passes (module-page.ts):
//   1. it swallows the rest of the page as text before the parser or its preload scanner reaches a module script
//      (the empty Content-Security-Policy meta after the loader holds the scanner's requests, and is swallowed with
//      them), then writes the page again without its module scripts;
//   2. in the page written again (the loader runs again, and with it this file), it runs the page's modules, in
//      order, once the page is parsed.
// SystemJS is told where the forms are: a module's URL in the bundle (or a root-absolute one of a site built for
// `/`) loads from the forms' folder, and its `import.meta.url` stays its own URL.
import 'systemjs/dist/s.js';
import { IMPORT_KEY, pageWithoutModules } from './module-page.ts';

interface SystemLike {
  import(id: string): Promise<unknown>;
  constructor: { prototype: SystemHooks };
}
interface SystemHooks {
  resolve(id: string, parentUrl?: string): string;
  createContext(id: string): { url: string };
  createScript(url: string): HTMLScriptElement;
}

/** Where the first pass hands the page's modules to the second: a symbol key no element of the page can shadow. */
const MODULES_KEY = Symbol.for('static-export.file-modules');
const FORMS = '_static-export/file-modules/';

type Win = Window & { System?: SystemLike; [MODULES_KEY]?: string[] };

function installHooks(root: string): void {
  const hooks = ((window as Win).System as SystemLike).constructor.prototype;
  const forms = root + FORMS;
  const { resolve, createContext, createScript } = hooks;
  // A module of the bundle → its System.register form; URLs elsewhere (http:, data:) and bare names as SystemJS says.
  hooks.resolve = function (this: SystemHooks, id, parentUrl) {
    if (!/^(\.{0,2}\/|file:)/i.test(id)) return resolve.call(this, id, parentUrl);
    const url = new URL(id, parentUrl || location.href).href;
    if (url.indexOf(forms) === 0) return url;
    if (url.indexOf(root) === 0) return forms + url.slice(root.length);
    return url.indexOf('file:') === 0 ? forms + new URL(url).pathname.slice(1) : url;
  };
  hooks.createContext = function (this: SystemHooks, id) {
    const context = createContext.call(this, id);
    if (id.indexOf(forms) === 0) context.url = root + id.slice(forms.length);
    return context;
  };
  // s.js asks for a CORS load of any URL not on its origin, and a file: page's origin is opaque: a plain load.
  hooks.createScript = function (this: SystemHooks, url) {
    const script = createScript.call(this, url);
    script.removeAttribute('crossorigin');
    return script;
  };
  // A bundler's preload helper (Vite's) adds <link rel=modulepreload> for what a module will import: refused too.
  const proto = Node.prototype;
  const { appendChild, insertBefore } = proto;
  const refused = (n: Node): boolean => n instanceof HTMLLinkElement && /(^|\s)modulepreload(\s|$)/i.test(n.rel);
  proto.appendChild = function <T extends Node>(this: Node, n: T): T {
    return refused(n) ? n : (appendChild.call(this, n) as T);
  };
  proto.insertBefore = function <T extends Node>(this: Node, n: T, ref: Node | null): T {
    return refused(n) ? n : (insertBefore.call(this, n, ref) as T);
  };
}

/**
 * Module scripts run before DOMContentLoaded; these run after it (SystemJS loads them as scripts, which no event of
 * the parser waits for). What they add for it (Starlight's search starts on DOMContentLoaded) and for `load`, once
 * passed, is called as it would have been, until the last module has run.
 */
function lateListeners(): () => void {
  const targets = [document, window] as EventTarget[];
  const originals = targets.map((t) => t.addEventListener);
  targets.forEach((target, i) => {
    const add = originals[i]!;
    target.addEventListener = function (
      this: EventTarget,
      type: string,
      listener: EventListenerOrEventListenerObject | null,
      options?: boolean | AddEventListenerOptions,
    ) {
      add.call(this, type, listener, options);
      const passed = type === 'DOMContentLoaded' || (type === 'load' && target === window && document.readyState === 'complete');
      if (!passed || !listener) return;
      setTimeout(() => {
        const event = new Event(type);
        if (typeof listener === 'function') listener.call(this, event);
        else listener.handleEvent(event);
      });
    };
  });
  return () => {
    targets.forEach((target, i) => {
      target.addEventListener = originals[i]!;
    });
  };
}

function runInOrder(modules: string[]): void {
  const system = (window as Win).System as SystemLike;
  const restore = lateListeners();
  let chain: Promise<unknown> = Promise.resolve();
  for (const url of modules) chain = chain.then(() => system.import(url));
  chain.then(restore, (error: unknown) => {
    restore();
    // As an uncaught error of a module script is reported.
    setTimeout(() => {
      throw error;
    });
  });
}

function start(): void {
  const me = document.currentScript as HTMLScriptElement | null;
  if (location.protocol !== 'file:' || !me?.src) return;
  const w = window as Win;
  const modules = w[MODULES_KEY];
  if (!modules) {
    // Pass 1.
    document.write('<plaintext style="display:none">');
    document.addEventListener('DOMContentLoaded', () =>
      setTimeout(() => {
        const swallowed = document.querySelector('plaintext');
        if (!swallowed) return;
        const page = pageWithoutModules(swallowed.textContent ?? '');
        Object.defineProperty(w, MODULES_KEY, { value: page.modules, configurable: true });
        document.open();
        document.write(page.html);
        document.close();
      }),
    );
    return;
  }
  // Pass 2: this file is `_static-export/file-modules.<hash>.js`.
  installHooks(new URL('../', me.src).href);
  const system = w.System as SystemLike;
  // A classic script's import() (module-page.ts withFileImports), resolved as it would be: against the document.
  Object.defineProperty(w, Symbol.for(IMPORT_KEY), { value: (id: string) => system.import(new URL(id, document.baseURI).href), configurable: true });
  document.addEventListener('DOMContentLoaded', () => runInOrder(modules));
}

start();
