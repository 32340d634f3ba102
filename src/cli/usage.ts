import { SERVE_USAGE } from './serve-options.ts';

export const USAGE = `Usage: static-export <command> [options]

Commands:
  export <site> [options]        Export a live site (host name or URL) into one .tar.gz bundle
  verify <bundle.tar.gz|dir>     Check a bundle's hashes and that every local reference resolves;
                                 --trusted-key <KEY.pub|allowed_signers> (repeatable) also requires its
                                 signature by one of those keys
  apply <prev> <delta> --out <new.tar.gz>
                                 Rebuild the new bundle from the previous one and a delta (same sha256 as a
                                 full export); --trusted-key also requires the delta's and the result's
                                 signatures
  serve [bundle.tar.gz|dir]      Serve a bundle as a self-hosted deployment (or from STATIC_EXPORT_* env)
  keys create|revoke|list        Manage the REST API's organizations and admin keys
  worker [--concurrency <n>]     Run exports for a cluster of API processes (needs STATIC_EXPORT_REDIS_URL and
                                 STATIC_EXPORT_S3_BUCKET; see docs/deploy.md). Default concurrency 1

export options:
  --out <file.tar.gz>            Bundle to write (default: <host>.tar.gz)
  --out-dir <dir>                Also keep the exported files in this (empty) directory
  --paths <path>                 Export exactly this page (repeatable), e.g. --paths guides/setup
  --version <label>              Version label recorded in the manifest (default: latest)
  --concurrency <n>              Requests in flight at once (default: 16)
  --max-pages <n>                Stop discovering pages after n (default: 10000)
  --max-depth <n>                Follow links at most n deep (default: 50)
  --timeout <seconds>            Per-request timeout (default: 30)
  --max-file-size <bytes>        Skip files larger than this (default: 52428800)
  --retries <n>                  Retries on network errors, 429 and 5xx (default: 3)
  --transform-threads <n>        Threads that rewrite pages while others are fetched; 0: none, all on the
                                 main thread (default: one less than the cores, at least 1)
  --user-agent <string>          User-Agent header (default: a current desktop browser)
  --no-external                  Leave assets on other hosts as links instead of downloading them
  --allow-private <host[:port]|cidr>
                                 Also let the export reach this private address (repeatable); loopback,
                                 private, link-local and metadata addresses other than the site's own are
                                 refused and listed as warnings
  --no-search                    No offline search index and no search dialog in the pages
  --header 'Name: value'         Extra request header for a site behind authentication (repeatable), e.g.
                                 --header 'Authorization: Bearer …'; sent to the site's own origin only
  --cookie 'name=value'          Cookie for the site's own origin (repeatable)
  --since <bundle|url|dir>       An earlier bundle of the same site: unchanged files are taken from it
                                 (conditional requests), and the bundle gets _static-export/changes.json;
                                 the result is byte for byte a full export's (else a full export, and why)
  --delta-out <delta.tar.gz>     With --since: also write the delta from that bundle to this export, which
                                 static-export apply turns into this bundle
  --sign-key <file>              Sign the manifest with this ed25519 OpenSSH private key (ssh-keygen -t
                                 ed25519 -N ''): _static-export/manifest.json.sig, checked by
                                 ssh-keygen -Y verify -n static-export
  --json                         Print a machine-readable summary on stdout at the end
  --quiet                        No progress output

${SERVE_USAGE}

Exit codes: 0 done, 1 the export (or verification) failed, 2 usage error.
`;
