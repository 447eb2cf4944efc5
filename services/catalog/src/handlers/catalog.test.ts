import { status } from '@grpc/grpc-js';
import { EventTypes } from '@ritual/contracts/events';
import { CatalogService, type RitualInput } from '@ritual/proto/ritual/v1/catalog';
import { createClient, type RunningService } from '@ritual/runtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { start } from '../server.js';
import { catalogTestBed } from '../testing.js';

/** 2024-01-08 is a Monday; at 02:30 UTC it is still Sunday 23:30 in São Paulo. */
const SUNDAY_NIGHT_IN_SAO_PAULO = new Date('2024-01-08T02:30:00Z');
const MONDAY_IN_SAO_PAULO = new Date('2024-01-08T15:00:00Z');

function ritualInput(overrides: Partial<RitualInput> = {}): RitualInput {
  return {
    name: 'Ritual do Amor',
    description: 'Traz o amor de volta',
    price: '49.9',
    image_url: 'https://exemplo.com/amor.jpg',
    commission_type: 'percentage',
    commission_value: '10',
    confirmation_message: 'Seu ritual foi recebido',
    instructions: 'Acenda uma vela',
    form_fields: [],
    featured_day: '',
    ...overrides,
  };
}

describe('catalog gRPC handlers on PostgreSQL', () => {
  let bed: Awaited<ReturnType<typeof catalogTestBed>>;
  let service: RunningService;
  let client: ReturnType<typeof createClient<typeof CatalogService>>;
  let now = SUNDAY_NIGHT_IN_SAO_PAULO;

  beforeAll(async () => {
    bed = await catalogTestBed();
    service = await start(bed.env, { handleSignals: false, now: () => now });
    client = createClient(CatalogService, `127.0.0.1:${service.port}`);
  });

  afterAll(async () => {
    client?.close();
    await service?.stop();
    await bed?.close();
  });

  describe('CreateRitual', () => {
    it('stores the ritual with a slug, exact money and the fields in the order sent, and publishes created', async () => {
      const created = await client.createRitual(
        ritualInput({
          name: 'Amarração Poderosa',
          form_fields: [
            { name: 'Nome do Amor', label: 'Nome do amor', type: 'text', required: true, placeholder: 'Ex.: Ana' },
            { name: 'data', label: 'Data de nascimento', type: 'date', required: false, placeholder: '' },
          ],
        }),
      );

      expect(created).toMatchObject({
        name: 'Amarração Poderosa',
        slug: 'amarracao-poderosa',
        price: '49.90',
        commission_type: 'percentage',
        commission_value: '10.00',
        active: true,
        featured_day: undefined,
      });
      expect(created.form_fields.map((field) => field.name)).toEqual(['nome_do_amor', 'data']);
      expect(created.form_fields[0]!.id).toBeGreaterThan(0);
      expect(await client.getRitual({ id: created.id })).toEqual(created);
      const event = await bed.nextEvent((e) => (e.data as { ritual_id?: number }).ritual_id === created.id);
      expect(event).toMatchObject({
        type: EventTypes.RitualChanged,
        data: { ritual_id: created.id, action: 'created', name: 'Amarração Poderosa', active: true },
      });
    });

    it('appends -2 and -3 when the same name is used again', async () => {
      const slugs: string[] = [];
      for (let i = 0; i < 3; i++)
        slugs.push((await client.createRitual(ritualInput({ name: 'Limpeza de Aura' }))).slug);

      expect(slugs).toEqual(['limpeza-de-aura', 'limpeza-de-aura-2', 'limpeza-de-aura-3']);
    });

    it('gives concurrent creations of one name distinct slugs', async () => {
      const created = await Promise.all(
        Array.from({ length: 4 }, () => client.createRitual(ritualInput({ name: 'Ritual Concorrido' }))),
      );

      expect(new Set(created.map((ritual) => ritual.slug)).size).toBe(4);
    });

    it('rejects invalid input with INVALID_ARGUMENT and the pt-BR text', async () => {
      await expect(client.createRitual(ritualInput({ name: '' }))).rejects.toMatchObject({
        code: status.INVALID_ARGUMENT,
        details: 'Nome do ritual é obrigatório',
      });
    });
  });

  describe('UpdateRitual', () => {
    it('keeps slug and field ids while the name stays, and applies the new field order', async () => {
      const created = await client.createRitual(
        ritualInput({
          name: 'Abertura de Caminhos',
          form_fields: [
            { name: 'a', label: 'A', type: 'text', required: false, placeholder: '' },
            { name: 'b', label: 'B', type: 'text', required: false, placeholder: '' },
            { name: 'c', label: 'C', type: 'text', required: false, placeholder: '' },
          ],
        }),
      );
      const idOf = Object.fromEntries(created.form_fields.map((field) => [field.name, field.id]));

      const updated = await client.updateRitual({
        id: created.id,
        ritual: ritualInput({
          name: 'Abertura de Caminhos',
          price: '99',
          form_fields: [
            { name: 'c', label: 'C novo', type: 'email', required: true, placeholder: '' },
            { name: 'a', label: 'A', type: 'text', required: false, placeholder: '' },
            { name: 'd', label: 'D', type: 'tel', required: false, placeholder: '' },
          ],
        }),
      });

      expect(updated.slug).toBe('abertura-de-caminhos');
      expect(updated.price).toBe('99.00');
      expect(updated.form_fields.map((field) => [field.name, field.label, field.type])).toEqual([
        ['c', 'C novo', 'email'],
        ['a', 'A', 'text'],
        ['d', 'D', 'tel'],
      ]);
      expect(updated.form_fields[0]!.id).toBe(idOf.c);
      expect(updated.form_fields[1]!.id).toBe(idOf.a);
      expect((await client.getRitual({ id: created.id })).form_fields).toEqual(updated.form_fields);
    });

    it('makes a new unique slug when the name changes and publishes updated', async () => {
      await client.createRitual(ritualInput({ name: 'Prosperidade' }));
      const other = await client.createRitual(ritualInput({ name: 'Fartura' }));

      const renamed = await client.updateRitual({ id: other.id, ritual: ritualInput({ name: 'Prosperidade' }) });

      expect(renamed.slug).toBe('prosperidade-2');
      const event = await bed.nextEvent(
        (e) =>
          (e.data as { ritual_id?: number; action?: string }).ritual_id === other.id &&
          (e.data as { action?: string }).action === 'updated',
      );
      expect(event.data).toEqual({ ritual_id: other.id, action: 'updated', name: 'Prosperidade', active: true });
    });

    it('finds a renamed ritual by every slug it had, answering with the current one, and can take one back', async () => {
      const created = await client.createRitual(ritualInput({ name: 'Ritual da Fortuna' }));
      const renamed = await client.updateRitual({
        id: created.id,
        ritual: ritualInput({ name: 'Ritual da Fortuna Plus' }),
      });
      const again = await client.updateRitual({
        id: created.id,
        ritual: ritualInput({ name: 'Ritual da Fortuna Max' }),
      });

      const byFirst = await client.getRitualBySlug({ slug: 'ritual-da-fortuna', include_inactive: false });
      const bySecond = await client.getRitualBySlug({ slug: 'ritual-da-fortuna-plus', include_inactive: false });
      const back = await client.updateRitual({ id: created.id, ritual: ritualInput({ name: 'Ritual da Fortuna' }) });
      const byLast = await client.getRitualBySlug({ slug: 'ritual-da-fortuna-max', include_inactive: false });

      expect([renamed.slug, again.slug, back.slug]).toEqual([
        'ritual-da-fortuna-plus',
        'ritual-da-fortuna-max',
        'ritual-da-fortuna',
      ]);
      expect([byFirst.id, byFirst.slug]).toEqual([created.id, 'ritual-da-fortuna-max']);
      expect([bySecond.id, bySecond.slug]).toEqual([created.id, 'ritual-da-fortuna-max']);
      expect([byLast.id, byLast.slug]).toEqual([created.id, 'ritual-da-fortuna']);
    });

    it('never gives a new or renamed ritual a slug another ritual had, and frees them when that one is deleted', async () => {
      const first = await client.createRitual(ritualInput({ name: 'Banho de Sal' }));
      await client.updateRitual({ id: first.id, ritual: ritualInput({ name: 'Banho de Sal Grosso' }) });

      const created = await client.createRitual(ritualInput({ name: 'Banho de Sal' }));
      const other = await client.createRitual(ritualInput({ name: 'Banho de Mel' }));
      const renamed = await client.updateRitual({ id: other.id, ritual: ritualInput({ name: 'Banho de Sal' }) });
      const byFirstSlug = await client.getRitualBySlug({ slug: 'banho-de-sal', include_inactive: false });
      await client.deleteRitual({ id: first.id });
      const afterDelete = await client.createRitual(ritualInput({ name: 'Banho de Sal Grosso' }));

      expect(created.slug).toBe('banho-de-sal-2');
      expect(renamed.slug).toBe('banho-de-sal-3');
      expect(byFirstSlug.id).toBe(first.id);
      expect(afterDelete.slug).toBe('banho-de-sal-grosso');
    });

    it('finds an inactive ritual by an earlier slug only with include_inactive', async () => {
      const created = await client.createRitual(ritualInput({ name: 'Ritual Antigo', active: false }));
      await client.updateRitual({ id: created.id, ritual: ritualInput({ name: 'Ritual Novo Antigo' }) });

      const hidden = client.getRitualBySlug({ slug: 'ritual-antigo', include_inactive: false });

      await expect(hidden).rejects.toMatchObject({ code: status.NOT_FOUND });
      expect((await client.getRitualBySlug({ slug: 'ritual-antigo', include_inactive: true })).id).toBe(created.id);
    });

    it('keeps the active flag when the input leaves it out and sets it when given', async () => {
      const created = await client.createRitual(ritualInput({ name: 'Ritual Oculto', active: false }));

      const kept = await client.updateRitual({ id: created.id, ritual: ritualInput({ name: 'Ritual Oculto' }) });
      const activated = await client.updateRitual({
        id: created.id,
        ritual: ritualInput({ name: 'Ritual Oculto', active: true }),
      });

      expect(kept.active).toBe(false);
      expect(activated.active).toBe(true);
    });

    it('answers NOT_FOUND for an unknown id', async () => {
      await expect(client.updateRitual({ id: 999_999, ritual: ritualInput() })).rejects.toMatchObject({
        code: status.NOT_FOUND,
        details: 'Ritual não encontrado',
      });
    });
  });

  describe('ToggleRitualStatus, ListRituals and GetRitualBySlug', () => {
    it('deactivates then activates with the pt-BR message, publishing status_toggled', async () => {
      const created = await client.createRitual(ritualInput({ name: 'Ritual Alternado' }));

      const off = await client.toggleRitualStatus({ id: created.id });
      const on = await client.toggleRitualStatus({ id: created.id });

      expect(off).toEqual({ message: 'Ritual desativado com sucesso', active: false });
      expect(on).toEqual({ message: 'Ritual ativado com sucesso', active: true });
      const event = await bed.nextEvent(
        (e) =>
          (e.data as { ritual_id?: number }).ritual_id === created.id &&
          (e.data as { action?: string }).action === 'status_toggled',
      );
      expect(event.data).toMatchObject({ active: false });
    });

    it('lists and finds an inactive ritual only with include_inactive', async () => {
      const hidden = await client.createRitual(ritualInput({ name: 'Ritual Inativo', active: false }));

      const publicList = await client.listRituals({ include_inactive: false });
      const adminList = await client.listRituals({ include_inactive: true });

      expect(publicList.rituals.map((r) => r.id)).not.toContain(hidden.id);
      expect(publicList.rituals.every((r) => r.active)).toBe(true);
      expect(adminList.rituals.map((r) => r.id)).toContain(hidden.id);
      await expect(client.getRitualBySlug({ slug: hidden.slug, include_inactive: false })).rejects.toMatchObject({
        code: status.NOT_FOUND,
        details: 'Ritual não encontrado',
      });
      expect((await client.getRitualBySlug({ slug: hidden.slug, include_inactive: true })).id).toBe(hidden.id);
    });

    it('reads each ritual with its own fields in their order, and a ritual without fields with none', async () => {
      const withFields = await client.createRitual(
        ritualInput({
          name: 'Ritual Com Campos',
          form_fields: [
            { name: 'z', label: 'Z', type: 'text', required: true, placeholder: '' },
            { name: 'y', label: 'Y', type: 'email', required: false, placeholder: '' },
          ],
        }),
      );
      const without = await client.createRitual(ritualInput({ name: 'Ritual Sem Campos' }));

      const { rituals } = await client.listRituals({ include_inactive: true });
      const listed = rituals.filter((ritual) => ritual.id === withFields.id || ritual.id === without.id);
      const bySlug = await client.getRitualBySlug({ slug: withFields.slug, include_inactive: false });
      const byId = await client.getRitual({ id: without.id });

      expect(withFields.form_fields.map((field) => field.name)).toEqual(['z', 'y']);
      expect(listed).toEqual([withFields, without]);
      expect(bySlug).toEqual(withFields);
      expect(byId).toEqual(without);
      expect(byId.form_fields).toEqual([]);
    });

    it('answers NOT_FOUND when toggling an unknown id', async () => {
      await expect(client.toggleRitualStatus({ id: 999_999 })).rejects.toMatchObject({ code: status.NOT_FOUND });
    });
  });

  describe('DeleteRitual', () => {
    it('removes the ritual, publishes deleted, and a second delete is NOT_FOUND', async () => {
      const created = await client.createRitual(
        ritualInput({
          name: 'Ritual Passageiro',
          form_fields: [{ name: 'x', label: 'X', type: 'text', required: false, placeholder: '' }],
        }),
      );

      await client.deleteRitual({ id: created.id });

      await expect(client.getRitual({ id: created.id })).rejects.toMatchObject({ code: status.NOT_FOUND });
      await expect(client.deleteRitual({ id: created.id })).rejects.toMatchObject({
        code: status.NOT_FOUND,
        details: 'Ritual não encontrado',
      });
      const event = await bed.nextEvent(
        (e) =>
          (e.data as { ritual_id?: number }).ritual_id === created.id &&
          (e.data as { action?: string }).action === 'deleted',
      );
      expect(event.data).toEqual({
        ritual_id: created.id,
        action: 'deleted',
        name: 'Ritual Passageiro',
        active: false,
      });
    });

    it('answers NOT_FOUND for an id beyond the id range instead of failing', async () => {
      await expect(client.deleteRitual({ id: 2 ** 40 })).rejects.toMatchObject({ code: status.NOT_FOUND });
    });
  });

  describe('GetFeaturedRitual', () => {
    it("returns the active ritual of today's São Paulo weekday, the most recently updated one when several", async () => {
      now = SUNDAY_NIGHT_IN_SAO_PAULO;
      const older = await client.createRitual(ritualInput({ name: 'Destaque Antigo', featured_day: '0' }));
      const newer = await client.createRitual(ritualInput({ name: 'Destaque Novo', featured_day: '0' }));
      await client.createRitual(ritualInput({ name: 'Destaque de Segunda', featured_day: '1' }));

      expect((await client.getFeaturedRitual({})).id).toBe(newer.id);

      await client.updateRitual({ id: older.id, ritual: ritualInput({ name: 'Destaque Antigo', featured_day: '0' }) });
      expect((await client.getFeaturedRitual({})).id).toBe(older.id);

      await client.toggleRitualStatus({ id: older.id });
      await client.toggleRitualStatus({ id: newer.id });
      await expect(client.getFeaturedRitual({})).rejects.toMatchObject({
        code: status.NOT_FOUND,
        details: 'Nenhum ritual em destaque hoje',
      });
    });

    it('switches to Monday once it is Monday in São Paulo', async () => {
      now = MONDAY_IN_SAO_PAULO;

      const featured = await client.getFeaturedRitual({});

      expect(featured).toMatchObject({ name: 'Destaque de Segunda', featured_day: 1 });
    });
  });
});
