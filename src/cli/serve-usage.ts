// `serve`'s options as its help prints them; a module of its own so the help loads nothing of the server.
export const SERVE_USAGE = `serve options:
  [bundle.tar.gz | dir | URL]    What to serve (default: STATIC_EXPORT_BUNDLE_URL when STATIC_EXPORT_ENABLED=true)
  --port <n>                     Port to listen on (default: $PORT or 8080; 0 picks a free one)
  --host <address>               Address to listen on (default: $HOST or 0.0.0.0)
  --data-dir <dir>               Where bundles are unpacked and the last good one is kept (default: $STATIC_EXPORT_DATA_DIR or a temp folder)
  --pin-version <label>          Refuse a bundle whose manifest version differs (default: $STATIC_EXPORT_VERSION)
  --allow-private <host[:port]|cidr>  A private address the bundle URL may reach; repeatable (default: $STATIC_EXPORT_ALLOW_PRIVATE)
  --bundle-timeout <ms>          Longest one bundle download may take in all (default: $STATIC_EXPORT_BUNDLE_TIMEOUT_MS or 900000)
Environment: STATIC_EXPORT_TRUSTED_KEYS=<file of ssh-ed25519 public keys or allowed_signers> serves only bundles
  and deltas signed by one of them, never older (by release sequence) than the newest served; a delta (made by
  export --delta-out) is applied to the live release it was made for. STATIC_EXPORT_ALLOW_ROLLBACK=true serves an
  older signed release (a deliberate rollback, logged).
Signals: SIGHUP reads the keys file again (the live release stops if its signer is gone), fetches the bundle again
  and swaps it in (abandoning a download still running); SIGINT/SIGTERM stop.
Health: GET /_static-export/health reports the version served.`;
