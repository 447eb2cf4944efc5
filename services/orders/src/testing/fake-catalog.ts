import { status } from '@grpc/grpc-js';
import { CatalogService, Ritual } from '@ritual/proto/ritual/v1/catalog';
import { createLogger, DomainError, notFound, registration, startGrpcServer } from '@ritual/runtime';

/** Rituals the fake catalog serves to every orders test (id 2 is inactive). */
export const TEST_RITUALS: Ritual[] = [
  Ritual.fromPartial({
    id: 1,
    name: 'Amarração Amorosa',
    slug: 'amarracao-amorosa',
    price: '49.90',
    active: true,
    commission_type: 'percentage',
    commission_value: '10.00',
    form_fields: [
      { id: 1, name: 'nome_amor', label: 'Nome do Amor', type: 'text', required: true, placeholder: '' },
      { id: 2, name: 'email', label: 'Email', type: 'email', required: false, placeholder: '' },
      { id: 3, name: 'telefone', label: 'Telefone', type: 'tel', required: false, placeholder: '' },
      { id: 4, name: 'data_nascimento', label: '', type: 'date', required: false, placeholder: '' },
    ],
  }),
  Ritual.fromPartial({ id: 2, name: 'Ritual Antigo', slug: 'ritual-antigo', price: '10.00', active: false }),
  Ritual.fromPartial({
    id: 3,
    name: 'Abertura de Caminhos',
    slug: 'abertura-de-caminhos',
    price: '120.00',
    active: true,
    commission_type: 'fixed',
    commission_value: '15.00',
    form_fields: [{ id: 5, name: 'whatsapp', label: 'WhatsApp', type: 'tel', required: false, placeholder: '' }],
  }),
];

/** A real gRPC Catalog server answering GetRitual from fixed rituals; the orders service only calls that. */
export async function startFakeCatalog(rituals: Ritual[] = TEST_RITUALS) {
  const byId = new Map(rituals.map((ritual) => [ritual.id, ritual]));
  const unimplemented = async (): Promise<never> => {
    throw new DomainError(status.UNIMPLEMENTED, 'not served by the fake catalog');
  };
  const server = await startGrpcServer({
    host: '127.0.0.1',
    port: 0,
    logger: createLogger('fake-catalog', 'silent'),
    services: [
      registration('ritual.v1.Catalog', CatalogService, {
        getRitual: async ({ id }) => {
          const ritual = byId.get(id);
          if (!ritual) throw notFound('Ritual não encontrado');
          return ritual;
        },
        listRituals: unimplemented,
        getRitualBySlug: unimplemented,
        createRitual: unimplemented,
        updateRitual: unimplemented,
        deleteRitual: unimplemented,
        toggleRitualStatus: unimplemented,
        getFeaturedRitual: unimplemented,
      }),
    ],
  });
  return { address: `127.0.0.1:${server.port}`, stop: () => server.drain(100) };
}
