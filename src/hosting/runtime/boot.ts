// Step 0 of the base-path runtime, written inline at the top of every page's <head> (base-path-shim.ts BOOT): it
// must run before the parser reaches any element with a URL, this runtime's own file among them.
//
// A host that answers /docs/intro with docs/intro/index.html without redirecting to /docs/intro/ (a CDN function,
// try_files $uri/index.html) leaves every relative URL of the page one folder off. Adding the slash with
// replaceState makes the document exactly what a redirecting host serves: relative URLs resolve, and the router
// starts from the same canonical URL as there, so hydration and soft navigation take the path already proven on
// redirecting hosts. A <base> would do for the parser, but the router resolves pushState URLs against it too and
// would move the address bar.

const L = location;
if (L.protocol !== 'file:' && !/\/$/.test(L.pathname) && !/\.html?$/.test(L.pathname)) {
  try {
    history.replaceState(history.state, '', `${L.pathname}/${L.search}${L.hash}`);
  } catch {}
}
