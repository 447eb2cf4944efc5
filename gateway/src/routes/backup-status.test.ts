import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { RequestListener } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asFakeAdmin as asAdmin, startFakeIdentity } from '@ritual/identity/testing';
import { createLogger } from '@ritual/runtime';
import { Router } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { closeServiceClients, createServiceClients, type ServiceClients } from '../clients/index.js';
import { loadGatewayConfig } from '../config.js';

describe('GET /api/dashboard/backup', () => {
  const folder = mkdtempSync(join(tmpdir(), 'gw-backup-status-'));
  const statusFile = join(folder, 'status.json');
  let identity: Awaited<ReturnType<typeof startFakeIdentity>>;
  let clients: ServiceClients;
  const app = (backupStatusFile?: string): RequestListener =>
    createApp({
      logger: createLogger('test', 'silent'),
      clients,
      health: Router(),
      trustProxy: 'loopback',
      isProduction: false,
      backupStatusFile,
    });

  beforeAll(async () => {
    identity = await startFakeIdentity();
    clients = createServiceClients(loadGatewayConfig({ IDENTITY_ADDR: identity.address }));
  });

  afterAll(async () => {
    closeServiceClients(clients);
    await identity.stop();
    rmSync(folder, { recursive: true, force: true });
  });

  it('answers 401 without an admin token', async () => {
    const response = await request(app(statusFile)).get('/api/dashboard/backup');

    expect(response.status).toBe(401);
  });

  it('says backups are off when the stack has no backup status file', async () => {
    const response = await request(app()).get('/api/dashboard/backup').set(asAdmin);

    expect(response.body).toEqual({ enabled: false, last_good_at: null, stale: false });
  });

  it('says backups are off when the backup service wrote that no target is set', async () => {
    writeFileSync(statusFile, JSON.stringify({ off: true }));

    const response = await request(app(statusFile)).get('/api/dashboard/backup').set(asAdmin);

    expect(response.body).toEqual({ enabled: false, last_good_at: null, stale: false });
  });

  it('answers the last good backup and no warning when it is recent', async () => {
    const lastGoodAt = new Date(Date.now() - 60_000).toISOString();
    writeFileSync(statusFile, JSON.stringify({ lastGoodAt, lastError: { at: lastGoodAt, message: '/srv/segredo' } }));

    const response = await request(app(statusFile)).get('/api/dashboard/backup').set(asAdmin);

    expect(response.body).toEqual({ enabled: true, last_good_at: lastGoodAt, stale: false });
  });

  it('warns when the last good backup is more than a day old', async () => {
    const lastGoodAt = new Date(Date.now() - 25 * 60 * 60_000).toISOString();
    writeFileSync(statusFile, JSON.stringify({ lastGoodAt }));

    const response = await request(app(statusFile)).get('/api/dashboard/backup').set(asAdmin);

    expect(response.body).toEqual({ enabled: true, last_good_at: lastGoodAt, stale: true });
  });

  it('warns when backups are on but none has succeeded yet', async () => {
    const response = await request(app(join(folder, 'ainda-nao-existe.json')))
      .get('/api/dashboard/backup')
      .set(asAdmin);

    expect(response.body).toEqual({ enabled: true, last_good_at: null, stale: true });
  });
});
