import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { deferred, jsonResponse, mockApi } from '../../../test/mock-api';
import { imageFile } from '../../../test/render';
import { PhotoUpload } from './photo-upload';

// Lets userEvent hand over files the input's accept attribute would filter out, as a real picker may.
const user = () => userEvent.setup({ applyAccept: false });

describe('PhotoUpload', () => {
  it('by default accepts up to 3 photos at once, in the four image types', () => {
    render(<PhotoUpload onChange={() => {}} />);

    const input = screen.getByLabelText('Fotos (opcional)');
    expect(input).toHaveAttribute('multiple');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/jpg,image/png,image/webp');
    expect(screen.getByText(/Envie até 3 fotos/)).toBeInTheDocument();
  });

  it('when a valid photo is chosen, uploads it and lists it with a preview', async () => {
    const onChange = vi.fn();
    const api = mockApi({ 'POST /api/upload-photo': { filename: 'srv-1.png' } });
    render(<PhotoUpload maxPhotos={1} onChange={onChange} />);

    await user().upload(screen.getByLabelText('Foto (opcional)'), imageFile('eu.png', 1000, 'image/png'));

    expect(await screen.findByRole('img', { name: 'Foto enviada: eu.png' })).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith(['srv-1.png']);
    const sent = api.callsTo('POST', '/api/upload-photo')[0]?.body as FormData;
    expect((sent.get('file') as File).name).toBe('eu.png');
  });

  it('while uploading, shows "Enviando fotos..."', async () => {
    const pending = deferred<Response>();
    mockApi({ 'POST /api/upload-photo': () => pending.promise });
    render(<PhotoUpload maxPhotos={1} onChange={() => {}} />);

    await user().upload(screen.getByLabelText('Foto (opcional)'), imageFile('eu.jpg', 1000));

    expect(screen.getByText('Enviando fotos...')).toBeInTheDocument();
    expect(screen.getByLabelText('Foto (opcional)')).toBeDisabled();
    pending.resolve(jsonResponse(200, { filename: 'srv.jpg' }));
    expect(await screen.findByRole('img', { name: 'Foto enviada: eu.jpg' })).toBeInTheDocument();
    expect(screen.queryByText('Enviando fotos...')).not.toBeInTheDocument();
  });

  it('when the file is not an image, refuses it with "{file} não é uma imagem válida"', async () => {
    const api = mockApi({});
    render(<PhotoUpload maxPhotos={1} onChange={() => {}} />);

    await user().upload(screen.getByLabelText('Foto (opcional)'), imageFile('contrato.pdf', 1000, 'application/pdf'));

    expect(screen.getByText('contrato.pdf não é uma imagem válida')).toBeInTheDocument();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('when the image is a GIF, refuses it as not a valid image', async () => {
    render(<PhotoUpload maxPhotos={1} onChange={() => {}} />);

    await user().upload(screen.getByLabelText('Foto (opcional)'), imageFile('anim.gif', 1000, 'image/gif'));

    expect(screen.getByText('anim.gif não é uma imagem válida')).toBeInTheDocument();
  });

  it('when the photo is larger than 5MB, refuses it with "{file} é muito grande (máximo 5MB)"', async () => {
    const api = mockApi({});
    render(<PhotoUpload maxPhotos={1} onChange={() => {}} />);

    await user().upload(screen.getByLabelText('Foto (opcional)'), imageFile('grande.jpg', 5 * 1024 * 1024 + 1));

    expect(screen.getByText('grande.jpg é muito grande (máximo 5MB)')).toBeInTheDocument();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('when the photo is exactly 5MB, accepts it', async () => {
    mockApi({ 'POST /api/upload-photo': { filename: 'srv.jpg' } });
    render(<PhotoUpload maxPhotos={1} onChange={() => {}} />);

    await user().upload(screen.getByLabelText('Foto (opcional)'), imageFile('limite.jpg', 5 * 1024 * 1024));

    expect(await screen.findByRole('img', { name: 'Foto enviada: limite.jpg' })).toBeInTheDocument();
  });

  it('when more photos than allowed are chosen, refuses them with "Você pode enviar no máximo {n} fotos"', async () => {
    const api = mockApi({});
    render(<PhotoUpload onChange={() => {}} />);

    await user().upload(screen.getByLabelText('Fotos (opcional)'), [
      imageFile('1.jpg', 10),
      imageFile('2.jpg', 10),
      imageFile('3.jpg', 10),
      imageFile('4.jpg', 10),
    ]);

    expect(screen.getByText('Você pode enviar no máximo 3 fotos')).toBeInTheDocument();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('when one photo is kept on a one-photo form and another is chosen, refuses it', async () => {
    mockApi({ 'POST /api/upload-photo': { filename: 'srv.jpg' } });
    render(<PhotoUpload maxPhotos={1} onChange={() => {}} />);
    const input = screen.getByLabelText('Foto (opcional)');
    await user().upload(input, imageFile('primeira.jpg', 10));
    await screen.findByRole('img', { name: 'Foto enviada: primeira.jpg' });

    await user().upload(input, imageFile('segunda.jpg', 10));

    expect(screen.getByText('Você pode enviar no máximo 1 fotos')).toBeInTheDocument();
  });

  it('when a listed photo is removed, drops it from the list and from the reported file names', async () => {
    const onChange = vi.fn();
    mockApi({ 'POST /api/upload-photo': { filename: 'srv.jpg' } });
    render(<PhotoUpload maxPhotos={1} onChange={onChange} />);
    await user().upload(screen.getByLabelText('Foto (opcional)'), imageFile('eu.jpg', 10));

    await user().click(await screen.findByRole('button', { name: 'Remover eu.jpg' }));

    expect(screen.queryByRole('img', { name: 'Foto enviada: eu.jpg' })).not.toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('when the server refuses a photo, shows "Erro ao enviar {file}" and retrying uploads it again', async () => {
    let attempts = 0;
    mockApi({
      'POST /api/upload-photo': () =>
        ++attempts === 1 ? jsonResponse(500, { detail: 'falhou' }) : jsonResponse(200, { filename: 'srv.jpg' }),
    });
    render(<PhotoUpload maxPhotos={1} onChange={() => {}} />);

    await user().upload(screen.getByLabelText('Foto (opcional)'), imageFile('eu.jpg', 10));
    expect(await screen.findByText('Erro ao enviar eu.jpg')).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Tentar novamente' }));

    expect(await screen.findByRole('img', { name: 'Foto enviada: eu.jpg' })).toBeInTheDocument();
    expect(screen.queryByText('Erro ao enviar eu.jpg')).not.toBeInTheDocument();
    expect(attempts).toBe(2);
  });

  it('when the server cannot be reached at all, shows "Erro ao enviar fotos. Tente novamente."', async () => {
    mockApi({
      'POST /api/upload-photo': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    render(<PhotoUpload maxPhotos={1} onChange={() => {}} />);

    await user().upload(screen.getByLabelText('Foto (opcional)'), imageFile('eu.jpg', 10));

    expect(await screen.findByText('Erro ao enviar fotos. Tente novamente.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});
