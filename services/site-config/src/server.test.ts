import { status } from '@grpc/grpc-js';
import { DataRequestsService, PrivacyService, RetentionService } from '@ritual/proto/ritual/v1/privacy';
import { SiteConfigService } from '@ritual/proto/ritual/v1/site_config';
import { createClient } from '@ritual/runtime';
import { createTestDatabase } from '@ritual/runtime/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PRIVACY_NOTICE } from './domain/privacy-notice.js';
import { DEFAULT_SITE_SETTINGS } from './domain/site-settings.js';
import { start } from './server.js';

describe('site-config service', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let service: Awaited<ReturnType<typeof start>>;
  let client: ReturnType<typeof createClient<typeof SiteConfigService>>;
  let privacy: ReturnType<typeof createClient<typeof PrivacyService>>;
  let dataRequests: ReturnType<typeof createClient<typeof DataRequestsService>>;
  let retention: ReturnType<typeof createClient<typeof RetentionService>>;
  const clock = { now: new Date('2026-03-02T13:00:00.000Z') };

  beforeAll(async () => {
    database = await createTestDatabase('site_config');
    service = await start(
      { GRPC_PORT: '0', GRPC_HOST: '127.0.0.1', DATABASE_URL: database.url, LOG_LEVEL: 'silent' },
      { handleSignals: false, clock: () => clock.now },
    );
    client = createClient(SiteConfigService, `127.0.0.1:${service.port}`);
    privacy = createClient(PrivacyService, `127.0.0.1:${service.port}`);
    dataRequests = createClient(DataRequestsService, `127.0.0.1:${service.port}`);
    retention = createClient(RetentionService, `127.0.0.1:${service.port}`);
  });

  afterAll(async () => {
    client.close();
    privacy.close();
    dataRequests.close();
    retention.close();
    await service.stop();
    await database.drop();
  });

  it('migrates an empty database into both settings tables and the outbox of its change events', async () => {
    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    const { rows } = await db.query("SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY 1");
    await db.end();

    expect(rows.map((row) => row.tablename)).toEqual([
      'data_requests',
      'outbox_events',
      'privacy_notices',
      'retention_runs',
      'retention_settings',
      'site_settings',
      'theme_settings',
    ]);
  });

  it('returns the defaults before anything is saved', async () => {
    expect(await client.getSiteConfig({})).toEqual(DEFAULT_SITE_SETTINGS);
    expect(await client.getThemeConfig({})).toMatchObject({
      theme_name: 'mistico',
      admin_theme: 'classico',
      dashboard_style: 'cards',
    });
  });

  it('saves trimmed settings and reads them back', async () => {
    await client.updateSiteConfig({ ...DEFAULT_SITE_SETTINGS, site_name: '  Casa da Lua  ', contact_email: 'a@b.com' });

    expect(await client.getSiteConfig({})).toMatchObject({ site_name: 'Casa da Lua', contact_email: 'a@b.com' });
  });

  it.each([
    ['site_name', 'Nome do site é obrigatório'],
    ['browser_title', 'Título do navegador é obrigatório'],
    ['site_description', 'Descrição do site é obrigatória'],
  ])('rejects a blank %s with its pt-BR text and keeps the saved value', async (field, message) => {
    const before = await client.getSiteConfig({});

    await expect(client.updateSiteConfig({ ...before, [field]: '   ' })).rejects.toMatchObject({
      code: status.INVALID_ARGUMENT,
      details: message,
    });
    expect(await client.getSiteConfig({})).toEqual(before);
  });

  it('changes one theme choice at a time and returns that theme data', async () => {
    const site = await client.setSiteTheme({ name: 'luxo' });
    const admin = await client.setAdminTheme({ name: 'dark' });

    expect(site.theme?.gradients.hero).toBeTruthy();
    expect(admin).toMatchObject({ theme_name: 'luxo', admin_theme: 'dark', dashboard_style: 'cards' });
    expect(Object.keys(admin.admin_theme_data?.colors ?? {})).toEqual(
      expect.arrayContaining(['header', 'sidebar', 'background', 'card', 'text', 'textSecondary', 'border', 'primary']),
    );
  });

  it.each([
    ['setSiteTheme', 'Tema inválido'],
    ['setAdminTheme', 'Tema do painel inválido'],
    ['setDashboardStyle', 'Estilo de dashboard inválido'],
  ] as const)('%s rejects a name outside the options', async (method, message) => {
    await expect(client[method]({ name: 'neon' })).rejects.toMatchObject({
      code: status.INVALID_ARGUMENT,
      details: message,
    });
  });

  describe('privacy notice', () => {
    const notice = {
      text: 'Aviso da Casa da Lua',
      controller_name: 'Casa da Lua Ltda',
      controller_document: '12.345.678/0001-90',
      dpo_name: 'Ana Souza',
      dpo_contact: 'privacidade@casadalua.com.br',
    };

    it('is the default pt-BR text as version 1 before anything is saved', async () => {
      const current = await privacy.getPrivacyNotice({});

      expect(current).toEqual(DEFAULT_PRIVACY_NOTICE);
      expect(current.version).toBe('1');
      expect(current.text).toContain('WhatsApp (Meta)');
    });

    it('makes every save a new version, the newest being the current one', async () => {
      const first = await privacy.updatePrivacyNotice({ ...notice, dpo_name: '  Ana Souza  ' });
      const second = await privacy.updatePrivacyNotice({ ...notice, text: 'Aviso revisto' });

      expect(first).toMatchObject({ ...notice, version: '2' });
      expect(second).toMatchObject({ version: '3', text: 'Aviso revisto' });
      expect(await privacy.getPrivacyNotice({})).toEqual(second);
      expect(Date.parse(second.updated_at)).not.toBeNaN();
    });

    it.each([
      [{ controller_name: ' ' }, 'O nome do controlador é obrigatório'],
      [{ dpo_contact: '' }, 'O contato do encarregado é obrigatório'],
      [
        { controller_document: '123' },
        'O documento do controlador deve ser um CPF (11 dígitos) ou um CNPJ (14 dígitos)',
      ],
    ])('refuses %o with a pt-BR detail and keeps the current version', async (change, message) => {
      const before = await privacy.getPrivacyNotice({});

      await expect(privacy.updatePrivacyNotice({ ...notice, ...change })).rejects.toMatchObject({
        code: status.INVALID_ARGUMENT,
        details: message,
      });
      expect(await privacy.getPrivacyNotice({})).toEqual(before);
    });
  });

  describe('data requests', () => {
    const request = {
      kind: 'erasure',
      name: ' Lúcia Ferreira ',
      whatsapp: '(11) 98888-1234',
      message: 'Apaguem meus dados',
    };

    it('gives a protocol number and a due date 15 days after arrival, and lists the newest first', async () => {
      const first = await dataRequests.createDataRequest(request);
      const second = await dataRequests.createDataRequest({ ...request, kind: 'access', message: '' });

      expect(first).toMatchObject({
        protocol: `LGPD-2026-${String(first.id).padStart(6, '0')}`,
        kind: 'erasure',
        name: 'Lúcia Ferreira',
        status: 'open',
        created_at: '2026-03-02T13:00:00.000Z',
        due_at: '2026-03-17T13:00:00.000Z',
      });
      expect((await dataRequests.listDataRequests({})).requests.map((r) => r.id)).toEqual([second.id, first.id]);
    });

    it.each([
      [{ kind: 'venda' }, 'Escolha o tipo do pedido: acesso, correção, eliminação ou revogação do consentimento'],
      [{ name: '  ' }, 'Nome é obrigatório'],
      [{ whatsapp: '11988881234' }, 'WhatsApp deve estar no formato (xx) xxxxx-xxxx'],
      [{ message: 'x'.repeat(2001) }, 'A mensagem deve ter no máximo 2000 caracteres'],
    ])('refuses %o with its pt-BR detail', async (change, message) => {
      await expect(dataRequests.createDataRequest({ ...request, ...change })).rejects.toMatchObject({
        code: status.INVALID_ARGUMENT,
        details: message,
      });
    });
  });
  describe('data request answers', () => {
    const request = { kind: 'access', name: 'Lúcia Ferreira', whatsapp: '(11) 98888-1234', message: '' };

    it('answers a request with the answer, the time and who, and shows it to the client by protocol', async () => {
      const created = await dataRequests.createDataRequest(request);
      clock.now = new Date('2026-03-05T10:00:00.000Z');

      const answered = await dataRequests.updateDataRequestStatus({
        id: created.id,
        status: 'answered',
        answer: '  Enviamos seus dados pelo WhatsApp.  ',
        actor: 'admin',
      });
      const seen = await dataRequests.lookupDataRequest({ protocol: created.protocol, whatsapp: '+55 11 98888-1234' });

      expect(answered).toMatchObject({
        status: 'answered',
        answer: 'Enviamos seus dados pelo WhatsApp.',
        answered_at: '2026-03-05T10:00:00.000Z',
        answered_by: 'admin',
      });
      expect(seen).toEqual(answered);
      clock.now = new Date('2026-03-02T13:00:00.000Z');
    });

    it('reopens an answered request: open again, the answer no longer shown', async () => {
      const created = await dataRequests.createDataRequest(request);
      await dataRequests.updateDataRequestStatus({ id: created.id, status: 'answered', answer: 'Feito', actor: 'ana' });

      const reopened = await dataRequests.updateDataRequestStatus({
        id: created.id,
        status: 'open',
        answer: '',
        actor: 'ana',
      });

      expect(reopened).toMatchObject({ status: 'open', answer: '', answered_at: '', answered_by: '' });
    });

    it.each([
      [{ status: 'answered', answer: '   ' }, status.INVALID_ARGUMENT, 'Escreva a resposta enviada ao titular'],
      [
        { status: 'answered', answer: 'x'.repeat(2001) },
        status.INVALID_ARGUMENT,
        'A resposta deve ter no máximo 2000 caracteres',
      ],
      [
        { status: 'closed', answer: 'ok' },
        status.INVALID_ARGUMENT,
        'Situação inválida: use "open" (em aberto) ou "answered" (respondido)',
      ],
      [{ id: 999_999, status: 'answered', answer: 'ok' }, status.NOT_FOUND, 'Pedido de titular não encontrado'],
    ])('refuses %o and leaves the request open', async (change, code, details) => {
      const created = await dataRequests.createDataRequest(request);

      await expect(
        dataRequests.updateDataRequestStatus({ id: created.id, actor: 'admin', ...change }),
      ).rejects.toMatchObject({ code, details });
      const listed = (await dataRequests.listDataRequests({})).requests.find((row) => row.id === created.id);
      expect(listed).toMatchObject({ status: 'open', answer: '' });
    });

    it('answers the same NOT_FOUND for a wrong WhatsApp, an unknown protocol or a wrong year', async () => {
      const created = await dataRequests.createDataRequest(request);
      const wrongYear = created.protocol.replace('LGPD-2026', 'LGPD-2025');
      const attempts = [
        { protocol: created.protocol, whatsapp: '(11) 98888-1235' },
        { protocol: 'LGPD-2026-999999', whatsapp: request.whatsapp },
        { protocol: wrongYear, whatsapp: request.whatsapp },
        { protocol: 'qualquer coisa', whatsapp: request.whatsapp },
      ];

      for (const attempt of attempts) {
        await expect(dataRequests.lookupDataRequest(attempt)).rejects.toMatchObject({
          code: status.NOT_FOUND,
          details: 'Nenhum pedido encontrado com este protocolo e WhatsApp',
        });
      }
      expect(
        await dataRequests.lookupDataRequest({ protocol: created.protocol.toLowerCase(), whatsapp: '11988881234' }),
      ).toMatchObject({ id: created.id, status: 'open' });
    });
  });

  describe('retention settings', () => {
    it('are the defaults before a save: 30 days, paid orders kept, 90 days, 5 years', async () => {
      expect(await retention.getRetentionSettings({})).toEqual({
        unpaid_order_days: 30,
        receipt_file_days: 90,
        answered_request_years: 5,
      });
    });

    it('saves each value, an unset one meaning keep forever', async () => {
      const saved = await retention.updateRetentionSettings({ unpaid_order_days: 15, paid_order_months: 60 });

      expect(saved).toEqual({ unpaid_order_days: 15, paid_order_months: 60 });
      expect(await retention.getRetentionSettings({})).toEqual(saved);
    });

    it.each([
      [{ unpaid_order_days: 0 }, 'Pedidos não pagos: informe de 1 a 3650 dias, ou deixe em branco para guardar sempre'],
      [{ paid_order_months: 1201 }, 'Pedidos pagos: informe de 1 a 1200 meses, ou deixe em branco para guardar sempre'],
      [
        { receipt_file_days: -5 },
        'Arquivos de comprovantes: informe de 1 a 3650 dias, ou deixe em branco para guardar sempre',
      ],
      [
        { answered_request_years: 101 },
        'Pedidos de titulares respondidos: informe de 1 a 100 anos, ou deixe em branco para guardar sempre',
      ],
    ])('refuses %o with its pt-BR detail and keeps the saved values', async (change, message) => {
      const before = await retention.getRetentionSettings({});

      await expect(retention.updateRetentionSettings(change)).rejects.toMatchObject({
        code: status.INVALID_ARGUMENT,
        details: message,
      });
      expect(await retention.getRetentionSettings({})).toEqual(before);
    });
  });

  it("runs the day's retention at start when it is past 03:00 in the store and the day has no run yet", async () => {
    await service.retention.check();

    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    const runs = await db.query('SELECT run_id FROM retention_runs');
    const due = await db.query("SELECT payload FROM outbox_events WHERE type = 'privacy.retention_due'");
    await db.end();

    expect(runs.rows).toEqual([{ run_id: '2026-03-02' }]);
    expect(due.rows).toHaveLength(1);
  });
});
