// The search dialog (Ctrl/Cmd-K, `/`, or the small button in the corner): a combobox with a listbox of results,
// arrow keys and Enter, Escape to close, excerpts with the matched words highlighted. Its DOM lives in a shadow root
// of one element appended to `<body>` after the page has loaded, so the site's styles and ours cannot touch each
// other and React never sees it in what it hydrates.
import { esc, MAX_RESULTS, type Engine, type Result } from './search-engines.ts';

const CSS =
  ':host{all:initial}' +
  '.launch{position:fixed;right:16px;bottom:16px;z-index:2147483000;font:13px/1 system-ui,sans-serif;padding:8px 12px;border-radius:999px;border:1px solid rgba(127,127,127,.35);background:Canvas;color:CanvasText;opacity:.8;cursor:pointer;box-shadow:0 1px 4px rgba(0,0,0,.15)}' +
  '.launch:hover,.launch:focus-visible{opacity:1}.launch kbd{font:inherit;opacity:.6;margin-left:6px}' +
  '.backdrop{position:fixed;inset:0;z-index:2147483001;background:rgba(0,0,0,.35);display:flex;align-items:flex-start;justify-content:center;padding-top:10vh;color-scheme:light dark}' +
  '.backdrop[hidden]{display:none}' +
  '.panel{width:min(640px,92vw);max-height:72vh;display:flex;flex-direction:column;background:Canvas;color:CanvasText;border-radius:10px;box-shadow:0 12px 40px rgba(0,0,0,.3);font:15px/1.45 system-ui,sans-serif;overflow:hidden}' +
  'input{font:inherit;font-size:17px;padding:14px 16px;border:0;border-bottom:1px solid rgba(127,127,127,.3);background:transparent;color:inherit;outline:none}' +
  'ul{list-style:none;margin:0;padding:6px;overflow:auto}li a{display:block;padding:8px 10px;border-radius:6px;color:inherit;text-decoration:none}' +
  'li[aria-selected=true] a{background:Highlight;color:HighlightText}.t{font-weight:600;display:block}.s{opacity:.75;font-weight:400}' +
  '.x{display:block;font-size:13px;opacity:.85;margin-top:2px}mark{background:rgba(255,200,0,.45);color:inherit;border-radius:2px}' +
  '.status{margin:0;padding:8px 16px;font-size:12px;opacity:.7}.status:empty{display:none}';

export function marks(html: string): number {
  return (String(html).match(/<mark>/g) || []).length;
}

/** Where a result leads: the section whose excerpt matched most, when it has its own anchor; else the page. */
export function target(r: Result): { url: string; section: string; excerpt: string } {
  let best: Result['sections'][number] | null = null;
  for (const s of r.sections) {
    if (s.url.indexOf('#') >= 0 && marks(s.excerpt) > 0 && (!best || marks(s.excerpt) > marks(best.excerpt))) best = s;
  }
  return best ? { url: best.url, section: best.title, excerpt: best.excerpt } : { url: r.url, section: '', excerpt: r.excerpt };
}

interface Ui {
  host: HTMLElement;
  launch: HTMLButtonElement;
  backdrop: HTMLDivElement;
  input: HTMLInputElement;
  list: HTMLUListElement;
  status: HTMLParagraphElement;
  items: HTMLLIElement[];
  active: number;
  seq: number;
  timer?: ReturnType<typeof setTimeout>;
  returnFocus: Element | null;
}

export interface Dialog {
  open(): void;
  close(): void;
  /** Whether the dialog exists and is open. */
  isOpen(): boolean;
  /** Puts the launch button on the page. */
  mount(): void;
}

/** `engine` picks the engine per call, `href` turns a result URL into where the browser goes. */
export function searchDialog(engine: () => Promise<Engine>, href: (url: string) => string): Dialog {
  const d = document;
  const search = (q: string) => engine().then((e) => e.search(q));
  let ui: Ui | null = null;
  function build(): Ui {
    if (ui) return ui;
    const host = d.createElement('static-export-search');
    const root = host.attachShadow({ mode: 'open' });
    root.innerHTML =
      `<style>${CSS}</style>` +
      `<button class="launch" type="button" aria-haspopup="dialog" aria-label="Search the docs (Ctrl+K)">Search<kbd>${/Mac|iP/.test(navigator.platform) ? '⌘K' : 'Ctrl K'}</kbd></button>` +
      '<div class="backdrop" hidden><div class="panel" role="dialog" aria-modal="true" aria-label="Search the docs">' +
      '<input type="search" role="combobox" aria-expanded="false" aria-controls="static-export-results" aria-autocomplete="list" autocomplete="off" spellcheck="false" placeholder="Search the docs…" aria-label="Search the docs">' +
      '<ul id="static-export-results" role="listbox" aria-label="Results"></ul><p class="status" role="status" aria-live="polite"></p></div></div>';
    d.body.appendChild(host);
    const built: Ui = {
      host,
      launch: root.querySelector('.launch')!,
      backdrop: root.querySelector('.backdrop')!,
      input: root.querySelector('input')!,
      list: root.querySelector('ul')!,
      status: root.querySelector('.status')!,
      items: [],
      active: -1,
      seq: 0,
      returnFocus: null,
    };
    ui = built;
    built.launch.addEventListener('click', open);
    built.backdrop.addEventListener('mousedown', (e) => {
      if (e.target === built.backdrop) close();
    });
    built.input.addEventListener('input', () => {
      clearTimeout(built.timer);
      built.timer = setTimeout(() => run(built), 80);
      const q = built.input.value.trim();
      if (q)
        engine().then(
          (e) => {
            if (e.preload) e.preload(q);
          },
          () => {},
        );
    });
    built.input.addEventListener('keydown', (e) => onKey(built, e));
    return built;
  }
  function open() {
    const u = build();
    if (!u.backdrop.hidden) return;
    u.returnFocus = d.activeElement;
    u.backdrop.hidden = false;
    u.input.focus();
    u.input.select();
    engine().catch(() => {});
  }
  function close() {
    if (!ui || ui.backdrop.hidden) return;
    ui.backdrop.hidden = true;
    const back = ui.returnFocus as HTMLElement | null;
    if (back?.focus) back.focus();
  }
  function select(u: Ui, i: number) {
    u.active = i;
    u.items.forEach((li, k) => {
      li.setAttribute('aria-selected', String(k === i));
    });
    const item = u.items[i];
    if (i >= 0 && item) {
      u.input.setAttribute('aria-activedescendant', item.id);
      item.scrollIntoView({ block: 'nearest' });
    } else u.input.removeAttribute('aria-activedescendant');
  }
  function onKey(u: Ui, e: KeyboardEvent) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!u.items.length) return;
      const n = u.items.length;
      select(u, e.key === 'ArrowDown' ? (u.active + 1) % n : (u.active - 1 + n) % n);
    } else if (e.key === 'Enter') {
      const li = u.items[u.active < 0 ? 0 : u.active];
      if (li) {
        e.preventDefault();
        location.href = (li.firstChild as HTMLAnchorElement).href;
      }
    } else if (e.key === 'Escape') {
      e.preventDefault();
      close();
    } else if (e.key === 'Tab') {
      e.preventDefault();
    }
  }
  function run(u: Ui) {
    const q = u.input.value.trim();
    const seq = ++u.seq;
    if (!q) {
      render(u, [], '');
      return;
    }
    search(q).then(
      (rows) => {
        if (seq === u.seq) render(u, rows, q);
      },
      () => {
        if (seq === u.seq) render(u, [], q, 'Search could not load its index.');
      },
    );
  }
  function render(u: Ui, rows: Result[], q: string, error?: string) {
    u.list.innerHTML = '';
    u.items = rows.map((r, i) => {
      const t = target(r);
      const li = d.createElement('li');
      li.id = `static-export-result-${i}`;
      li.setAttribute('role', 'option');
      li.innerHTML =
        `<a href="${esc(href(t.url))}" tabindex="-1"><span class="t">${esc(r.title)}` +
        (t.section && t.section !== r.title ? ` <span class="s">› ${esc(t.section)}</span>` : '') +
        `</span><span class="x">${t.excerpt}</span></a>`;
      li.addEventListener('mousemove', () => {
        if (u.active !== i) select(u, i);
      });
      u.list.appendChild(li);
      return li;
    });
    u.list.setAttribute('data-query', q);
    u.input.setAttribute('aria-expanded', String(u.items.length > 0));
    select(u, u.items.length ? 0 : -1);
    u.status.textContent = error || (q ? (rows.length ? `${rows.length}${rows.length === MAX_RESULTS ? '+' : ''} results` : `No results for “${q}”`) : '');
  }
  return {
    open,
    close,
    isOpen: () => !!ui && !ui.backdrop.hidden,
    mount: () => {
      build();
    },
  };
}
