import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '../test/mock-api';
import { ApiError, apiClient } from './api-client';

describe('apiClient', () => {
  it('when the server answers JSON, prefixes /api and returns the parsed body', async () => {
    const api = mockApi({ 'GET /api/rituais': [{ id: 1 }] });

    const result = await apiClient.get('/rituais');

    expect(result).toEqual([{ id: 1 }]);
    expect(api.calls[0]?.path).toBe('/api/rituais');
  });

  it('when posting JSON, sends a JSON content type and body', async () => {
    const api = mockApi({ 'POST /api/clientes': { id: 7 } });

    await apiClient.postJson('/clientes', { ritual_id: 1 });

    expect(api.calls[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(api.calls[0]?.body).toBe('{"ritual_id":1}');
  });

  it('when the server answers an error with a detail, throws an ApiError carrying status and detail', async () => {
    mockApi({ 'POST /api/clientes/no-payment': jsonResponse(400, { detail: 'Fulano já foi cadastrado hoje' }) });

    const failure = apiClient.postJson('/clientes/no-payment', {});

    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 400, detail: 'Fulano já foi cadastrado hoje' });
  });

  it('when the network fails, throws an ApiError with status 0', async () => {
    mockApi({
      'GET /api/site-config': () => {
        throw new TypeError('Failed to fetch');
      },
    });

    await expect(apiClient.get('/site-config')).rejects.toMatchObject({ status: 0 });
  });

  it('when sending a form, encodes it as urlencoded with the given headers', async () => {
    const api = mockApi({ 'PUT /api/clientes/3/payment': {} });

    await apiClient.putForm('/clientes/3/payment', new URLSearchParams({ payment_status: 'paid' }), {
      headers: { 'X-Order-Token': 'secret' },
    });

    expect(api.calls[0]?.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(api.calls[0]?.headers.get('X-Order-Token')).toBe('secret');
    expect(api.calls[0]?.body).toBe('payment_status=paid');
  });
});
