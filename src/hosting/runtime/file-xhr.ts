// XMLHttpRequest on file://, which Chromium refuses as it refuses fetch() ("Cross origin requests are only supported
// for protocol schemes: … http, https"): a site that renders Markdown in the browser loads each page's `.md` with
// it. A GET of a file of the bundle is answered from the file's data twin (file-fetch.ts) as a host would answer:
// 200 with the text, or 404 when the export wrote no twin; the request never reaches the browser's network. Any
// other request goes on as before.
import { bundleFileOf, twin } from './file-fetch.ts';

const TWIN = Symbol('static-export.xhr-twin');

type Patched = XMLHttpRequest & { [TWIN]?: string };

/** Sets what a finished request reads (own properties shadow the prototype's getters) and fires its events. */
function finish(xhr: Patched, status: number, type: string, text: string): void {
  const headers: Record<string, string> = status === 200 ? { 'content-type': type } : {};
  const values: Record<string, unknown> = {
    readyState: 4,
    status,
    statusText: status === 200 ? 'OK' : 'Not Found',
    responseText: text,
    response: xhr.responseType === 'json' ? safeJson(text) : text,
    responseURL: '',
  };
  for (const [key, value] of Object.entries(values)) Object.defineProperty(xhr, key, { value, configurable: true });
  Object.defineProperty(xhr, 'getResponseHeader', { value: (name: string) => headers[name.toLowerCase()] ?? null, configurable: true });
  Object.defineProperty(xhr, 'getAllResponseHeaders', {
    value: () =>
      Object.entries(headers)
        .map(([k, v]) => `${k}: ${v}\r\n`)
        .join(''),
    configurable: true,
  });
  for (const name of ['readystatechange', 'load', 'loadend']) xhr.dispatchEvent(name === 'readystatechange' ? new Event(name) : new ProgressEvent(name));
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Answers the page's GETs of bundle files below `root` from their data twins. */
export function installFileXhr(root: string): void {
  const proto = window.XMLHttpRequest?.prototype;
  if (!proto) return;
  const { open, send, setRequestHeader } = proto;
  proto.open = function (this: Patched, method: string, url: string | URL, ...rest: unknown[]) {
    let file: string | undefined;
    try {
      file = method.toUpperCase() === 'GET' ? bundleFileOf(root, new URL(String(url), location.href)) : undefined;
    } catch {}
    if (file === undefined || /\.html?$/.test(file)) {
      delete this[TWIN];
      return (open as (...a: unknown[]) => void).call(this, method, url, ...rest);
    }
    this[TWIN] = file;
    Object.defineProperty(this, 'readyState', { value: 1, configurable: true });
  } as typeof proto.open;
  proto.setRequestHeader = function (this: Patched, name: string, value: string) {
    if (this[TWIN] === undefined) setRequestHeader.call(this, name, value);
  };
  proto.send = function (this: Patched, body?: Document | XMLHttpRequestBodyInit | null) {
    const file = this[TWIN];
    if (file === undefined) return send.call(this, body);
    twin(root, file).then(
      ({ type, text }) => finish(this, 200, type, typeof text === 'string' ? text : new TextDecoder().decode(text)),
      () => finish(this, 404, '', ''),
    );
  };
}
