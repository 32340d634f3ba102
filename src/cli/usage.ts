// The help texts: `static-export --help` lists the commands, `static-export <command> --help` (and misuse of that
// command) prints that command's own options. Each ends with examples a reader can copy; test/cli/help.test.ts
// checks that every option written here is one the command accepts, and the other way round.
import { SERVE_USAGE } from './serve-usage.ts';

const EXIT_CODES = 'Exit codes: 0 done, 1 failed, 2 usage error.';

export const USAGE = `Usage: static-export <command> [options]

Commands:
  export <site> [options]        Export a live site (host name or URL) into one .tar.gz bundle
  verify <bundle.tar.gz|dir>     Check a bundle's hashes, that every local reference resolves and, with
                                 --trusted-key, its signature
  apply <prev> <delta> --out <new.tar.gz>
                                 Rebuild the new bundle from the previous one and a delta (same sha256 as a
                                 full export)
  serve [bundle.tar.gz|dir|URL]  Serve a bundle as a self-hosted deployment (or from STATIC_EXPORT_* env)
  keys create|revoke|list        Manage the REST API's organizations and admin keys
  worker [--concurrency <n>]     Run exports for a cluster of API processes (docs/deploy.md)

Run static-export <command> --help for the options of one command.

Exit codes: 0 done, 1 the export (or verification) failed, 2 usage error.

Examples:
  static-export export docs.acme.com --out acme-docs.tar.gz
  static-export verify acme-docs.tar.gz
  static-export serve acme-docs.tar.gz --port 8080
`;

export const EXPORT_USAGE = `Usage: static-export export <site> [options]

Export a live site (a host name, https assumed, or a URL with scheme, port and base path) into one .tar.gz bundle.

Options:
  --out <file.tar.gz>            Bundle to write (default: <host>.tar.gz)
  --out-dir <dir>                Also keep the exported files in this (empty) directory
  --paths <path>                 Export exactly this page (repeatable or comma-separated), e.g. --paths guides/setup
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
                                 ssh-keygen -Y verify -n static-export. With --since, PREV must be signed
                                 by this key (or a --since-trusted-key), or nothing is taken from it
  --since-trusted-key <KEY.pub|allowed_signers>
                                 Also trust PREV signed by these keys (repeatable; a rotated key)
  --sequence <n>                 The release's sequence in the signed manifest (default: PREV's + 1, or 1);
                                 serve, apply and verify refuse to go back to a lower one
  --created-at <time|now>        Record this ISO 8601 time in the manifest (default: none, reproducible)
  --json                         Print a machine-readable summary on stdout at the end
  --quiet                        No progress output

${EXIT_CODES}

Examples:
  static-export export docs.acme.com --out acme-docs.tar.gz
  static-export export docs.acme.com --out v2.tar.gz --since v1.tar.gz --delta-out v1-to-v2.tar.gz --sign-key docs-release
  static-export export docs.acme.com --header 'Authorization: Bearer …' --no-search --json
`;

export const VERIFY_USAGE = `Usage: static-export verify <bundle.tar.gz|dir> [options]

Check every file against the manifest's sha256 and that every local reference in every HTML, CSS and RSC file
resolves to a file in the bundle; then, with a Chromium or Chrome on the machine, open the pages in it under a
sub-path and click one link per page kind. Print each problem and exit 1 if there are any.

Options:
  --trusted-key <KEY.pub|allowed_signers>
                                 Also require the manifest's signature by one of these keys (repeatable), and
                                 that no file escapes what the signed manifest covers
  --since <base.tar.gz>          An earlier bundle of the site that passed verify: every hash is still
                                 checked, references only where they can have changed (docs/hosting.md)
  --browser <auto|on|off>        Open the bundle in a browser: auto (default) when one is found, on fails
                                 without one
  --browser-path <file>          The Chromium or Chrome to use (default: STATIC_EXPORT_BROWSER, chromium or
                                 google-chrome on PATH, playwright's cache)
  --browser-pages <n>            Pages opened at most; above, a sample covering every page kind (default 100)
  --min-sequence <n>             With --trusted-key: refuse a release older than release n (a rollback)
  --json                         Also print the whole report as JSON on stdout

${EXIT_CODES}

Examples:
  static-export verify acme-docs.tar.gz
  static-export verify v2.tar.gz --since v1.tar.gz --trusted-key docs-release.pub
  static-export verify ./acme-docs/ --json --browser on --browser-path /usr/bin/google-chrome
`;

export const APPLY_USAGE = `Usage: static-export apply <prev.tar.gz> <delta.tar.gz> --out <new.tar.gz> [options]

Rebuild the new bundle from the previous one and a delta (export --since <prev> --delta-out <delta>), on a
machine that only ever receives deltas: the result has the sha256 a full export gives. A delta made for another
base, or altered on the way, is refused, and nothing is written at --out unless every check passed.

Options:
  --out <new.tar.gz>             The rebuilt bundle to write (required)
  --trusted-key <KEY.pub|allowed_signers>
                                 Also require the delta's and the result's signatures by one of these keys
                                 (repeatable), and a result not older (release sequence) than the base
  --allow-rollback               With --trusted-key: accept a delta back to an older release (deliberate)
  --json                         Also print the result (file, bytes, sha256) as JSON on stdout

${EXIT_CODES}

Examples:
  static-export apply v1.tar.gz v1-to-v2.tar.gz --out v2.tar.gz
  static-export apply v1.tar.gz v1-to-v2.tar.gz --out v2.tar.gz --trusted-key docs-release.pub
`;

export const SERVE_COMMAND_USAGE = `Usage: static-export serve [bundle.tar.gz|dir|URL] [options]

Serve a bundle the way the live docs are served (the self-hosted deployment; docs/hosting.md).

${SERVE_USAGE}

${EXIT_CODES}

Examples:
  static-export serve acme-docs.tar.gz --port 8080
  static-export serve https://bucket.example/acme-docs.tar.gz --data-dir /var/lib/docs --pin-version v42
  STATIC_EXPORT_ENABLED=true STATIC_EXPORT_BUNDLE_URL=https://bucket.example/acme-docs.tar.gz static-export serve
`;

export const KEYS_USAGE = `Usage:
  static-export keys create --org <name> --domain <host> [domain flags] [--domain <host> [domain flags]…] [--disabled | --enabled]
  static-export keys revoke <key or key id>
  static-export keys list [--json]

keys create options:
  --org <name>                   Organization: lower-case letters, digits and dashes (created when new)
  --domain <host>                A host name the organization may export, as API callers send it (docs.acme.com;
                                 no scheme or port). Repeatable; the flags below apply to the --domain before them
  --origin <url>                 Fetch that domain from this address instead of https://<host>/ (an internal
                                 deployment, http://127.0.0.1:3000); allows private and loopback addresses for it
  --header 'Name: value'         A secret request header for a site behind authentication (repeatable), sent to
                                 the domain's origin only; stored in the config, never in job records or logs
  --cookie 'name=value'          A secret cookie for the domain's origin (repeatable)
  --disabled | --enabled         Switch static export off (its keys get 403) or on for the organization

keys list options:
  --json                         Organizations, domains and key ids as JSON (never keys or hashes)

The config file is $STATIC_EXPORT_CONFIG, default $STATIC_EXPORT_DATA_DIR/config.json (data dir default
./.static-export). Run the server with the same STATIC_EXPORT_DATA_DIR (or STATIC_EXPORT_CONFIG), or it will
not know the keys made here.

Examples:
  static-export keys create --org acme --domain docs.acme.com
  static-export keys create --org acme --domain docs.acme.test --origin http://127.0.0.1:3000
  static-export keys revoke key_0123456789ab
`;

export const WORKER_USAGE = `Usage: static-export worker [--concurrency <n>]

Run exports for a cluster of API processes: takes jobs from the queue in STATIC_EXPORT_REDIS_URL and uploads
bundles to STATIC_EXPORT_S3_BUCKET (both required; the same environment as the API; docs/deploy.md).
SIGTERM/SIGINT stop taking jobs and give running ones STATIC_EXPORT_SHUTDOWN_GRACE_MS.

Options:
  --concurrency <n>              Exports this process runs at once, 1-64 (default: 1)

${EXIT_CODES}

Examples:
  STATIC_EXPORT_REDIS_URL=redis://10.0.0.5:6379 STATIC_EXPORT_S3_BUCKET=acme-bundles static-export worker
  static-export worker --concurrency 2
`;

/** Each command's own help, printed for `<command> --help` and with that command's usage errors. */
export const COMMAND_USAGE: Readonly<Record<string, string>> = {
  export: EXPORT_USAGE,
  verify: VERIFY_USAGE,
  apply: APPLY_USAGE,
  serve: SERVE_COMMAND_USAGE,
  keys: KEYS_USAGE,
  worker: WORKER_USAGE,
};

export function usageOf(command: string): string {
  return Object.hasOwn(COMMAND_USAGE, command) ? COMMAND_USAGE[command]! : USAGE;
}
