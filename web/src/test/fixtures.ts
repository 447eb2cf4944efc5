import type { CreatedClient, Ritual } from '../lib/domain-types';

export function ritualFixture(overrides: Partial<Ritual> = {}): Ritual {
  return {
    id: 12,
    name: 'Amarração do Amor',
    slug: 'amarracao-do-amor',
    description: 'Ritual para trazer a pessoa amada de volta.',
    price: 49.9,
    image_url: '',
    confirmation_message: 'Sua energia já está conectada ao ritual.',
    instructions: 'Acenda uma vela branca na noite do ritual.',
    featured_day: 5,
    form_fields: [
      { id: 1, name: 'nome_amor', label: 'Nome da pessoa amada', type: 'text', required: true, placeholder: '' },
      { id: 2, name: 'email', label: 'Email', type: 'email', required: false, placeholder: 'voce@exemplo.com' },
      { id: 3, name: 'telefone', label: 'Telefone', type: 'tel', required: false, placeholder: '' },
      { id: 4, name: 'data_nascimento', label: 'Data de nascimento', type: 'date', required: false, placeholder: '' },
      { id: 5, name: 'pedido', label: '', type: 'textarea', required: false, placeholder: '' },
    ],
    ...overrides,
  };
}

export function createdClientFixture(overrides: Partial<CreatedClient> = {}): CreatedClient {
  return {
    id: 345,
    ritual_id: 12,
    ritual_name: 'Amarração do Amor',
    form_data: {
      nome_completo_fixo: 'Maria da Silva',
      whatsapp_contato: '(11) 98765-4321',
      nome_amor: 'João',
      email: '',
      telefone: '',
      data_nascimento: '',
      pedido: '',
    },
    whatsapp: '',
    payment_status: 'pending',
    expired: false,
    late_payment: false,
    created_at: '2025-06-06T12:00:00Z',
    order_token: 'token-abc',
    ...overrides,
  };
}
