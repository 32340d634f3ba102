// The server's environment and its logs.
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../server/jobs/logger.ts';
import { serverSettingsFromEnv } from '../../server/jobs/settings.ts';

describe('serverSettingsFromEnv', () => {
  it('gives the embedded defaults', () => {
    const s = serverSettingsFromEnv({});
    expect(s).toMatchObject({ host: '127.0.0.1', port: 8787, shutdownGraceMs: 20_000, logLevel: 'info' });
    expect(s.publicUrl).toBeUndefined();
    expect(s.service).toMatchObject({ linkTtlSeconds: 3600, jobsAtOnce: 2, maxAttempts: 2, limits: { maxActiveJobs: 3, startsPerHour: 60, startBurst: 10 } });
    expect(s.service.dataDir).toMatch(/\.static-export$/);
    expect(s.service.configPath).toBe(`${s.service.dataDir}/config.json`);
  });

  it('reads every variable', () => {
    const s = serverSettingsFromEnv({
      PORT: '0',
      HOST: '0.0.0.0',
      STATIC_EXPORT_PUBLIC_URL: 'https://exports.acme.com/v1/',
      STATIC_EXPORT_DATA_DIR: '/srv/sx',
      STATIC_EXPORT_CONFIG: '/etc/sx.json',
      STATIC_EXPORT_LINK_TTL: '600',
      STATIC_EXPORT_JOBS_AT_ONCE: '4',
      STATIC_EXPORT_MAX_ATTEMPTS: '3',
      STATIC_EXPORT_MAX_ACTIVE_JOBS: '9',
      STATIC_EXPORT_STARTS_PER_HOUR: '5',
      STATIC_EXPORT_START_BURST: '2',
      STATIC_EXPORT_SHUTDOWN_GRACE_MS: '0',
      STATIC_EXPORT_EXPORT_CONCURRENCY: '3',
      STATIC_EXPORT_MAX_PAGES: '50',
      STATIC_EXPORT_LINK_SECRET: 'x'.repeat(40),
      LOG_LEVEL: 'warn',
      STATIC_EXPORT_ALLOW_PRIVATE: '10.0.0.0/8, wiki.internal:8080',
    });
    expect(s).toMatchObject({ host: '0.0.0.0', port: 0, publicUrl: 'https://exports.acme.com', shutdownGraceMs: 0, logLevel: 'warn' });
    expect(s.service).toMatchObject({
      dataDir: '/srv/sx',
      configPath: '/etc/sx.json',
      linkTtlSeconds: 600,
      jobsAtOnce: 4,
      maxAttempts: 3,
      linkSecret: 'x'.repeat(40),
      limits: { maxActiveJobs: 9, startsPerHour: 5, startBurst: 2 },
      engineOptions: { concurrency: 3, maxPages: 50 },
      allowPrivate: ['10.0.0.0/8', 'wiki.internal:8080'],
    });
  });

  it.each([
    ['PORT', '70000', /^Expected `PORT` to be a whole number from 0 to 65535, got "70000"$/],
    ['STATIC_EXPORT_EXPORT_CONCURRENCY', '0', /^Expected `STATIC_EXPORT_EXPORT_CONCURRENCY` to be a whole number from 1 to 256, got "0"$/],
    ['PORT', 'http', /PORT/],
    ['STATIC_EXPORT_JOBS_AT_ONCE', '0', /JOBS_AT_ONCE/],
    ['STATIC_EXPORT_LINK_TTL', '604801', /STATIC_EXPORT_LINK_TTL/],
    ['STATIC_EXPORT_PUBLIC_URL', 'exports.acme.com', /PUBLIC_URL to be an http/],
    ['STATIC_EXPORT_LINK_SECRET', 'short', /at least 32 characters/],
    ['LOG_LEVEL', 'loud', /LOG_LEVEL/],
    ['STATIC_EXPORT_ALLOW_PRIVATE', '10.0.0.0/99', /Expected allow-private to be host\[:port\] or a CIDR range, got "10.0.0.0\/99"/],
  ])('refuses %s=%s with an exact message', (name, value, message) => {
    expect(() => serverSettingsFromEnv({ [name]: value })).toThrow(message);
  });
});

describe('logger', () => {
  it('writes one JSON object per line and masks fields that could hold secrets', () => {
    const lines: string[] = [];
    const log = createLogger({ write: (l) => lines.push(l), level: 'info' }).child({ org: 'acme' });
    log.debug('hidden');
    log.info('request', { authorization: 'Bearer sxk_secret', key: 'sxk_secret', sig: 'abc', path: '/v1/x', error: new Error('boom') });
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]!);
    expect(entry).toMatchObject({
      level: 'info',
      msg: 'request',
      org: 'acme',
      authorization: '[redacted]',
      key: '[redacted]',
      sig: '[redacted]',
      path: '/v1/x',
      error: 'boom',
    });
    expect(lines[0]).not.toContain('sxk_secret');
  });
});
