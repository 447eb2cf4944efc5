import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '../test/mock-api';
import { AppRoutes, preloadPageOf } from './app-routes';

function renderAt(url: string) {
  mockApi({
    'GET /api/theme-config': jsonResponse(500, {}),
    'GET /api/site-config': jsonResponse(500, {}),
    'GET /api/ritual-destaque': jsonResponse(404, {}),
    'GET /api/rituais': [],
  });
  render(
    <MemoryRouter initialEntries={[url]}>
      <AppRoutes />
    </MemoryRouter>,
  );
}

describe('AppRoutes', () => {
  // First in the file: no earlier test has loaded the home page's chunk.
  it('when the page at the path was preloaded, the first render shows it, not the loading fallback', async () => {
    await preloadPageOf('/');

    renderAt('/');

    expect(screen.queryByText('Carregando...')).not.toBeInTheDocument();
    expect(await screen.findByText('Em Breve')).toBeInTheDocument();
  });
  it('when opening /, lazily loads the home page inside the public layout', async () => {
    renderAt('/');

    expect(await screen.findByText('Em Breve')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pular para o conteúdo' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('when opening /pagamento without navigation state, ends up on the home page', async () => {
    renderAt('/pagamento');

    expect(await screen.findByText('Em Breve')).toBeInTheDocument();
  });

  it('when opening /pedido/:id without its token, lazily shows "Pedido não encontrado" inside the public layout', async () => {
    renderAt('/pedido/7');

    expect(await screen.findByRole('heading', { name: 'Pedido não encontrado' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('when opening an unknown path, ends up on the home page', async () => {
    renderAt('/nao-existe');

    expect(await screen.findByText('Em Breve')).toBeInTheDocument();
  });
});
