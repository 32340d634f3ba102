// `npm start`: the API on http://127.0.0.1:8787/v1 with embedded defaults (no S3, no Redis, no setup). Settings
// come from the environment (server/jobs/settings.ts, read the same way by cluster workers). SIGTERM/SIGINT stop it
// gracefully: no new requests, running jobs get STATIC_EXPORT_SHUTDOWN_GRACE_MS to finish and are otherwise re-run on
// the next start. The grace period is a promise: a stop still unfinished a few seconds after it (Redis gone, so
// nothing can be flushed or closed politely) is given up, named in one log line, and the process exits 1.
import { mkdir } from 'node:fs/promises';
import { describeError } from '../../src/core/errors.ts';
import { exportBundle } from '../../src/pipeline/export-bundle.ts';
import { bundleStoreFromEnv, clusterBundleStoreFromEnv } from '../../src/store/from-env.ts';
import { tuneHeapForExport } from '../../src/runtime/heap.ts';
import { lockDataDir } from './data-lock.ts';
import { startHttpServer, type HttpServer } from './http-server.ts';
import { createLogger } from '../jobs/logger.ts';
import { readConfig } from '../../src/org/org-config.ts';
import { createServices, type Services } from './services.ts';
import { serverSettingsFromEnv } from '../jobs/settings.ts';
import { settlesWithin } from '../../src/core/settles-within.ts';

/** Past the grace period, how long the last steps (handing jobs back, closing connections) may take. */
const STOP_MARGIN_MS = 4000;

/** The `keys create` line to copy: with this server's data directory (or config file), so the key lands where it looks. */
function firstKeyCommand(env: NodeJS.ProcessEnv, dataDir: string): string {
  const quote = (v: string) => (/^[\w@%+=:,./-]+$/.test(v) ? v : `'${v.replace(/'/g, `'\\''`)}'`);
  const where = env.STATIC_EXPORT_CONFIG ? `STATIC_EXPORT_CONFIG=${quote(env.STATIC_EXPORT_CONFIG)}` : `STATIC_EXPORT_DATA_DIR=${quote(dataDir)}`;
  return `${where} npx static-export keys create --org acme --domain docs.acme.com`;
}

async function main(): Promise<void> {
  tuneHeapForExport();
  const settings = serverSettingsFromEnv(process.env);
  const logger = createLogger({ level: settings.logLevel });
  let http: HttpServer | undefined;
  let services: Services | undefined;
  let unlock: (() => Promise<void>) | undefined;

  // Installed first, so a signal during start-up is graceful too.
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('shutting down', { signal, graceMs: settings.shutdownGraceMs });
    let step = 'running jobs';
    const stop = (async () => {
      http?.stopAccepting();
      await services?.runner.shutdown(settings.shutdownGraceMs);
      step = 'job records not yet written and the open connections';
      await http?.closeAll();
      await unlock?.();
    })();
    if (!(await settlesWithin(stop, settings.shutdownGraceMs + STOP_MARGIN_MS))) {
      logger.error(`stopped without a clean shutdown: the grace period is over; abandoned ${step}`, { graceMs: settings.shutdownGraceMs });
      process.exit(1);
    }
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await mkdir(settings.service.dataDir, { recursive: true });
  const cluster = settings.service.redisUrl !== undefined;
  const s3 = cluster ? await clusterBundleStoreFromEnv(process.env) : await bundleStoreFromEnv(process.env);
  // The lock keeps two embedded servers off the same job files; cluster replicas keep no files and may share a dir.
  if (!cluster) unlock = await lockDataDir(settings.service.dataDir);
  // A broken config stops the start with its error (at run time the last good one is kept instead).
  const noOrganization = Object.keys((await readConfig(settings.service.configPath)).organizations).length === 0;
  // Listen first: with PORT=0 the public URL (which fs-store links start with) is known only once bound.
  http = await startHttpServer({ host: settings.host, port: settings.port });
  const shownHost = settings.host === '0.0.0.0' || settings.host === '::' ? '127.0.0.1' : settings.host.includes(':') ? `[${settings.host}]` : settings.host;
  const publicUrl = settings.publicUrl ?? `http://${shownHost}:${http.port}`;

  services = await createServices({ ...settings.service, publicUrl }, { exportBundle, logger, ...(s3 ? { bundleStore: s3 } : {}) });
  if (stopping) return;
  http.serve(services.app);
  await services.runner.recover();
  if (noOrganization) {
    process.stderr.write(`static-export: no organization configured yet; create one with: ${firstKeyCommand(process.env, settings.service.dataDir)}\n`);
  }
  logger.info('listening', {
    url: `${publicUrl}/v1`,
    port: http.port,
    dataDir: settings.service.dataDir,
    config: settings.service.configPath,
    bundleStore: s3 ? `s3://${s3.bucket}/${s3.prefix}` : 'fs',
    ...(cluster ? { mode: 'cluster (exports run in `static-export worker` processes)' } : { jobsAtOnce: settings.service.jobsAtOnce }),
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`static-export server: ${describeError(error)}\n`);
  process.exit(1);
});
