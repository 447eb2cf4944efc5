import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { RitualSummary } from '../../../lib/domain-types';
import { deferred, jsonResponse, mockApi } from '../../../test/mock-api';
import { FeaturedRitual } from './featured-ritual';
import { HomePage } from './home-page';

const rituals: RitualSummary[] = [
  { id: 1, name: 'Amarração do Amor', slug: 'amarracao', description: 'Traz o amor', price: 49.9, image_url: '' },
  {
    id: 2,
    name: 'Prosperidade',
    slug: 'prosperidade',
    description: 'Abre caminhos',
    price: 97,
    image_url: 'https://x/y.jpg',
  },
];

function renderHome(routes: Parameters<typeof mockApi>[0]) {
  mockApi(routes);
  render(
    <MemoryRouter>
      <HomePage />
    </MemoryRouter>,
  );
}

describe('HomePage', () => {
  it('shows the hero, the benefits and the over-1000-clients claim', () => {
    renderHome({ 'GET /api/rituais': [] });

    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Por que escolher nossos rituais?' })).toBeInTheDocument();
    expect(screen.getByText(/Mais de 1000 clientes/)).toBeInTheDocument();
  });

  it('when a ritual is featured today, shows its name, description, price and a link by slug', async () => {
    renderHome({
      'GET /api/ritual-destaque': { name: 'Ritual da Lua', description: 'Força lunar', price: 77.5, slug: 'lua' },
      'GET /api/rituais': [],
    });

    const featured = await screen.findByRole('region', { name: 'Ritual da Lua' });
    expect(within(featured).getByText('Força lunar')).toBeInTheDocument();
    expect(within(featured).getByText(/R\$\s77,50/)).toBeInTheDocument();
    expect(within(featured).getByRole('link')).toHaveAttribute('href', '/ritual/lua');
  });

  it('when no ritual is featured today (404), says so', async () => {
    renderHome({ 'GET /api/ritual-destaque': jsonResponse(404, { detail: 'Nenhum' }), 'GET /api/rituais': [] });

    expect(await screen.findByRole('heading', { name: 'Nenhum ritual em destaque hoje' })).toBeInTheDocument();
  });

  it('while the featured ritual loads, marks the block busy', () => {
    const pending = deferred<Response>();
    renderHome({ 'GET /api/ritual-destaque': () => pending.promise, 'GET /api/rituais': [] });

    expect(screen.getByText('Carregando o ritual do dia...')).toBeInTheDocument();
  });

  it('when there are rituals, lists each as a card linking to /ritual/{slug} with its price', async () => {
    renderHome({ 'GET /api/rituais': rituals });

    const amor = await screen.findByRole('link', { name: 'Amarração do Amor' });
    expect(amor).toHaveAttribute('href', '/ritual/amarracao');
    expect(screen.getByRole('link', { name: 'Prosperidade' })).toHaveAttribute('href', '/ritual/prosperidade');
    expect(screen.getByText(/R\$\s97,00/)).toBeInTheDocument();
  });

  it('when the list is empty, shows "Em Breve"', async () => {
    renderHome({ 'GET /api/rituais': [] });

    expect(await screen.findByText('Em Breve')).toBeInTheDocument();
  });

  it('when the list cannot be loaded, shows "Em Breve" instead of an error', async () => {
    renderHome({ 'GET /api/rituais': jsonResponse(500, {}) });

    expect(await screen.findByText('Em Breve')).toBeInTheDocument();
  });
});

describe('FeaturedRitual', () => {
  it('names today’s weekday in Portuguese, in the store time zone', () => {
    render(
      <MemoryRouter>
        <FeaturedRitual state={{ status: 'absent' }} now={new Date('2025-06-08T15:00:00Z')} />
      </MemoryRouter>,
    );

    expect(screen.getByText(/Ritual do Dia · Domingo/)).toBeInTheDocument();
  });
});
