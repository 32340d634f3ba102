// A classic Web Worker on file://, where Chromium refuses to start one from a file (`Failed to construct 'Worker':
// Script at 'file:///…' cannot be accessed from origin 'null'`; a blob worker cannot importScripts a file either).
// MkDocs Material runs its search (lunr) in one. A worker script only talks through messages, so it runs as well in
// a hidden frame of the page: the frame's `postMessage` hands what it posts to the page's Worker object, and what
// the page posts arrives in the frame as a `message` event, each on a later turn, as between threads. The frame is
// an about:blank child, which a file: page may script, and which loads classic scripts from files.
//
// Not emulated: a module worker (modules are refused on file:// too), a synchronous `importScripts` (a frame can only
// load scripts asynchronously: it returns a promise, which Material's worker awaits), transferables, SharedWorker.

type Listener = (e: MessageEvent) => void;

interface FrameScope {
  postMessage: (data: unknown) => void;
  importScripts: (...urls: string[]) => Promise<void>;
  close: () => void;
}

/** A Worker whose script runs in a hidden frame of the page. */
export class FrameWorker extends EventTarget {
  onmessage: Listener | null = null;
  onerror: ((e: Event) => void) | null = null;
  onmessageerror: ((e: Event) => void) | null = null;
  private frame: HTMLIFrameElement | null;
  private ready = false;
  private queue: unknown[] = [];

  constructor(scriptUrl: string) {
    super();
    const d = document;
    const frame = d.createElement('iframe');
    frame.setAttribute('aria-hidden', 'true');
    frame.tabIndex = -1;
    frame.style.display = 'none';
    (d.body || d.documentElement).appendChild(frame);
    this.frame = frame;
    const w = frame.contentWindow as (Window & typeof globalThis) | null;
    const fd = frame.contentDocument;
    if (!w || !fd) throw new Error(`this page cannot run the worker ${scriptUrl}`);
    const load = (src: string): Promise<void> =>
      new Promise((done, fail) => {
        const s = fd.createElement('script');
        s.src = src;
        s.onload = () => done();
        s.onerror = () => fail(new Error(`the worker's script ${src} failed to load`));
        (fd.head || fd.documentElement).appendChild(s);
      });
    const scope: FrameScope = {
      postMessage: (data) => {
        const copy = structuredClone(data);
        setTimeout(() => this.deliver(copy), 0);
      },
      importScripts: (...urls) => urls.reduce((p, u) => p.then(() => load(new URL(u, scriptUrl).href)), Promise.resolve()),
      close: () => this.terminate(),
    };
    Object.assign(w, scope);
    // An uncaught error of a worker's script is the Worker object's `error` event, not the page's (Pagefind's worker,
    // which reads `location.href` when it sees a document, fails here and falls back to the main thread).
    w.addEventListener('error', (e) => {
      e.preventDefault();
      this.fire(new ErrorEvent('error', { message: e.message, filename: e.filename, lineno: e.lineno }));
    });
    load(scriptUrl).then(
      () => {
        this.ready = true;
        for (const data of this.queue.splice(0)) this.post(data);
      },
      () => this.fire(new Event('error')),
    );
  }

  postMessage(data: unknown): void {
    const copy = structuredClone(data);
    if (this.ready) this.post(copy);
    else this.queue.push(copy);
  }

  terminate(): void {
    this.frame?.remove();
    this.frame = null;
  }

  private post(data: unknown): void {
    setTimeout(() => {
      const w = this.frame?.contentWindow as (Window & typeof globalThis) | null | undefined;
      if (w) w.dispatchEvent(new w.MessageEvent('message', { data }));
    }, 0);
  }

  private deliver(data: unknown): void {
    if (this.frame) this.fire(new MessageEvent('message', { data }));
  }

  private fire(e: Event): void {
    this.dispatchEvent(e);
    if (e.type === 'message') this.onmessage?.(e as MessageEvent);
    else if (e.type === 'error') this.onerror?.(e);
  }
}
