import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { ThankYouNavigationState } from '../../../app/navigation-state';
import type { SiteConfig } from '../../../lib/domain-types';
import { createdClientFixture, ritualFixture } from '../../../test/fixtures';
import { jsonResponse, mockApi } from '../../../test/mock-api';
import { LocationProbe } from '../../../test/render';
import { SiteProvider } from '../../site/components/site-context';
import { ThankYouPage } from './thank-you-page';

const { order_token: _token, ...client } = createdClientFixture({
  form_data: { nome_completo_fixo: 'Maria da Silva', nome: 'Maria', whatsapp_contato: '(11) 98765-4321' },
});
const ritual = ritualFixture();
const state: ThankYouNavigationState = { client, ritual };

function renderThankYou(siteConfig: SiteConfig | Response, navigationState: unknown = state) {
  mockApi({ 'GET /api/site-config': siteConfig, 'GET /api/theme-config': jsonResponse(500, {}) });
  render(
    <MemoryRouter initialEntries={[{ pathname: '/obrigado', state: navigationState }]}>
      <SiteProvider>
        <Routes>
          <Route path="/obrigado" element={<ThankYouPage />} />
          <Route path="/" element={<LocationProbe />} />
        </Routes>
      </SiteProvider>
    </MemoryRouter>,
  );
}

describe('ThankYouPage', () => {
  it('without client and ritual in the navigation state, redirects to /', async () => {
    renderThankYou({}, null);

    expect(await screen.findByTestId('location')).toHaveAttribute('data-pathname', '/');
  });

  it('greets the client, shows ritual, value, "Pagamento Confirmado" and the three next steps', () => {
    renderThankYou({});

    expect(screen.getByRole('heading', { level: 1, name: 'Obrigado, Maria!' })).toBeInTheDocument();
    expect(screen.getByText(ritual.name)).toBeInTheDocument();
    expect(screen.getByText(/R\$\s49,90/)).toBeInTheDocument();
    expect(screen.getByText('Pagamento Confirmado')).toBeInTheDocument();
    expect(screen.getByText('Preparação do Ritual')).toBeInTheDocument();
    expect(screen.getByText('Execução Energética')).toBeInTheDocument();
    expect(screen.getByText('Vídeo pelo WhatsApp')).toBeInTheDocument();
    expect(screen.queryByText(/confirmado pelo banco/)).not.toBeInTheDocument();
  });

  it('says "Pagamento confirmado pelo banco" when the bank (PSP) confirmed the payment', () => {
    renderThankYou({}, { ...state, confirmedByBank: true });

    expect(screen.getByRole('status')).toHaveTextContent('Pagamento confirmado pelo banco');
  });

  it('when the site config has a WhatsApp, links to wa.me with 55 plus its digits and a message about the ritual', async () => {
    renderThankYou({ contact_whatsapp: '(11) 91234-5678' });

    const link = await screen.findByRole('link', { name: /Falar no WhatsApp/ });
    const href = new URL(link.getAttribute('href') ?? '');
    expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/5511912345678');
    expect(href.searchParams.get('text')).toContain(ritual.name);
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('when the site config has phone and e-mail, shows them in the contact block', async () => {
    renderThankYou({ contact_phone: '(11) 3234-5678', contact_email: 'contato@ritual.com.br' });

    expect(await screen.findByRole('link', { name: '(11) 3234-5678' })).toHaveAttribute('href', 'tel:1132345678');
    expect(screen.getByRole('link', { name: 'contato@ritual.com.br' })).toHaveAttribute(
      'href',
      'mailto:contato@ritual.com.br',
    );
    expect(screen.queryByRole('link', { name: /Falar no WhatsApp/ })).not.toBeInTheDocument();
  });

  it('when the site config has no contact, shows no contact block', async () => {
    renderThankYou({ site_name: 'Ritual' });

    await screen.findByText('Pagamento Confirmado');
    expect(screen.queryByRole('heading', { name: 'Precisa falar com a gente?' })).not.toBeInTheDocument();
  });

  it('when the site config fails to load, still renders the page', () => {
    renderThankYou(jsonResponse(500, {}));

    expect(screen.getByText('Pagamento Confirmado')).toBeInTheDocument();
  });

  it.each(['Voltar ao Início', 'Fazer Outro Ritual'])('when "%s" is followed, goes to /', async (name) => {
    const user = userEvent.setup();
    renderThankYou({});

    await user.click(screen.getByRole('link', { name }));

    expect(screen.getByTestId('location')).toHaveAttribute('data-pathname', '/');
  });
});
