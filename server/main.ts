// `npm start`: the API on http://127.0.0.1:8787/v1 with embedded defaults (no S3, no Redis, no setup). Settings
// come from the environment (server/settings.ts). SIGTERM/SIGINT stop it gracefully: no new requests, running jobs
// get STATIC_EXPORT_SHUTDOWN_GRACE_MS to finish and are otherwise re-run on the next start.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { toNodeHandler } from 'h3';
import { packBundle } from '../src/bundle/pack.ts';
import { describeError } from '../src/errors.ts';
import { exportSite } from '../src/export/export-site.ts';
import { bundleStoreFromEnv } from '../src/store/from-env.ts';
import { createLogger } from './logger.ts';
import { readConfig } from './org-config.ts';
import { createServices, type Services } from './services.ts';
import { serverSettingsFromEnv } from './settings.ts';

async function main(): Promise<void> {
  const settings = serverSettingsFromEnv(process.env);
  const logger = createLogger({ level: settings.logLevel });
  let services: Services | undefined;
  let handle: ReturnType<typeof toNodeHandler> | undefined;
  let stopping = false;

  const server = createServer((req, res) => {
    if (!handle || stopping) {
      // Starting up (a few ms) or shutting down: say so instead of hanging.
      res.writeHead(503, { 'content-type': 'application/json; charset=utf-8', 'retry-after': '5', connection: 'close' });
      res.end(JSON.stringify({ error: stopping ? 'the server is shutting down' : 'the server is starting' }));
      return;
    }
    void handle(req, res);
  });
  server.requestTimeout = 60_000;
  server.headersTimeout = 20_000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(settings.port, settings.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const shownHost = settings.host === '0.0.0.0' || settings.host === '::' ? '127.0.0.1' : settings.host.includes(':') ? `[${settings.host}]` : settings.host;
  const publicUrl = settings.publicUrl ?? `http://${shownHost}:${port}`;

  const s3 = bundleStoreFromEnv(process.env);
  services = await createServices(
    { ...settings.service, publicUrl },
    { exportSite, packBundle, logger, ...(s3 ? { bundleStore: s3 } : {}) },
  );
  handle = toNodeHandler(services.app);
  await services.runner.recover();
  logger.info('listening', {
    url: `${publicUrl}/v1`,
    port,
    dataDir: settings.service.dataDir,
    config: settings.service.configPath,
    bundleStore: s3 ? `s3://${s3.bucket}/${s3.prefix}` : 'fs',
  });
  if (Object.keys((await readConfig(settings.service.configPath)).organizations).length === 0) {
    process.stderr.write('static-export: no organization configured yet; create one with: npx static-export keys create --org acme --domain docs.acme.com\n');
  }

  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('shutting down', { signal, graceMs: settings.shutdownGraceMs });
    server.close();
    server.closeIdleConnections();
    await services?.runner.shutdown(settings.shutdownGraceMs);
    server.closeAllConnections();
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  process.stderr.write(`static-export server: ${describeError(error)}\n`);
  process.exit(1);
});
