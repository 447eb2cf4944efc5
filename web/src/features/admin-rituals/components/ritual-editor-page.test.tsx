import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { findNotice, jsonResponse, mockAdminApi, renderAdmin, ritual } from '../../../test/admin-screens';
import { RitualEditorPage } from './ritual-editor-page';

function EditorRoute() {
  const { id } = useParams();
  return <RitualEditorPage ritualId={id} />;
}

function renderEditor(url: string, routes: Parameters<typeof mockAdminApi>[0] = {}) {
  const api = mockAdminApi(routes);
  const path = url.endsWith('/novo') ? '/admin/rituais/novo' : '/admin/rituais/:id/editar';
  renderAdmin(<EditorRoute />, { path, url, probes: ['/admin/rituais'] });
  return api;
}

describe('RitualEditorPage', () => {
  it('creates a ritual with fields added, reordered and removed in the builder', async () => {
    const api = renderEditor('/admin/rituais/novo', { 'POST /api/rituais': jsonResponse(201, ritual()) });
    const user = userEvent.setup();

    await user.type(screen.getByLabelText(/Nome do ritual/), 'Ritual da Lua');
    await user.type(screen.getByLabelText(/Preço/), '77.50');
    await user.type(screen.getByLabelText(/Valor da comissão/), '10');
    await user.selectOptions(screen.getByLabelText('Dia em destaque'), 'Domingo');

    const builder = screen.getByRole('group', { name: 'Adicionar campo' });
    await user.click(within(builder).getByRole('button', { name: /Adicionar Campo/ }));
    expect(within(builder).getByRole('alert')).toHaveTextContent('Nome e rótulo são obrigatórios');

    const addField = async (name: string, label: string, type?: string) => {
      await user.type(within(builder).getByLabelText(/Nome do campo/), name);
      await user.type(within(builder).getByLabelText(/Rótulo/), label);
      if (type) await user.selectOptions(within(builder).getByLabelText('Tipo'), type);
      await user.click(within(builder).getByRole('button', { name: /Adicionar Campo/ }));
    };
    await addField('Nome do Amor', 'Nome da pessoa amada');
    await addField('Data Nascimento', 'Data de nascimento', 'Data');
    await addField('Cidade', 'Cidade');

    const list = screen.getByRole('list', { name: 'Campos do formulário' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('code')?.textContent),
    ).toEqual(['nome_do_amor', 'data_nascimento', 'cidade']);
    await user.click(within(list).getByRole('button', { name: 'Mover Cidade para cima' }));
    await user.click(within(list).getByRole('button', { name: 'Remover Data de nascimento' }));

    await user.click(screen.getByRole('button', { name: 'Criar Ritual' }));
    expect(await screen.findByTestId('location')).toHaveAttribute('data-pathname', '/admin/rituais');
    expect(await findNotice('Ritual criado com sucesso!')).toBeInTheDocument();
    const body = JSON.parse(String(api.callsTo('POST', '/api/rituais')[0]?.body));
    expect(body).toMatchObject({
      name: 'Ritual da Lua',
      price: '77.50',
      commission_type: 'percentage',
      commission_value: '10',
      featured_day: '0',
      active: true,
    });
    // [amor, data, cidade] → cidade up → [amor, cidade, data] → data removed.
    expect(body.form_fields).toEqual([
      { name: 'nome_do_amor', label: 'Nome da pessoa amada', type: 'text', required: false, placeholder: '' },
      { name: 'cidade', label: 'Cidade', type: 'text', required: false, placeholder: '' },
    ]);
  });

  it('checks the required fields and the image URL before saving', async () => {
    const api = renderEditor('/admin/rituais/novo');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/URL da imagem/), 'foto.jpg');
    await user.click(screen.getByRole('button', { name: 'Criar Ritual' }));
    expect(screen.getByText('Nome do ritual é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('Preço é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('Valor da comissão é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('URL da imagem inválida')).toBeInTheDocument();
    expect(screen.getByLabelText(/Preço/)).toHaveAttribute('step', '0.01');
    expect(api.callsTo('POST', '/api/rituais')).toHaveLength(0);
  });

  it('loads an existing ritual and saves it with PUT; a failed save says "Erro ao salvar ritual"', async () => {
    const api = renderEditor('/admin/rituais/1/editar', {
      'GET /api/rituais/1': ritual(),
      'PUT /api/rituais/1': jsonResponse(400, { detail: 'Preço muito alto' }),
    });
    const user = userEvent.setup();
    expect(await screen.findByDisplayValue('Amarração do Amor')).toBeInTheDocument();
    expect(screen.getByLabelText('Dia em destaque')).toHaveValue('5');
    await user.click(screen.getByRole('button', { name: 'Salvar Alterações' }));
    expect(await findNotice('Erro ao salvar ritual: Preço muito alto')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/rituais/1')[0]?.headers.get('authorization')).toBe('Bearer token-valido');
  });

  it('a missing ritual shows "Ritual não encontrado" with "Voltar para Lista"', async () => {
    renderEditor('/admin/rituais/99/editar', {
      'GET /api/rituais/99': jsonResponse(404, { detail: 'Ritual não encontrado' }),
    });
    expect(await screen.findByText('Ritual não encontrado')).toBeInTheDocument();
    const back = screen.getAllByRole('button', { name: 'Voltar para Lista' });
    await userEvent.setup().click(back[0]!);
    expect(await screen.findByTestId('location')).toHaveAttribute('data-pathname', '/admin/rituais');
  });

  it('a ritual that cannot load shows "Erro ao carregar ritual" and returns to the list', async () => {
    renderEditor('/admin/rituais/1/editar', { 'GET /api/rituais/1': jsonResponse(500, {}) });
    expect(await screen.findByTestId('location')).toHaveAttribute('data-pathname', '/admin/rituais');
    expect(await findNotice('Erro ao carregar ritual')).toBeInTheDocument();
  });
});
