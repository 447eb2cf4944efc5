import { PHOTO_MAX_BYTES } from '@ritual/contracts/limits';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { uploadPhoto as uploadPhotoToServer } from '../api/order-api';

export { PHOTO_MAX_BYTES };
export const PHOTO_ACCEPTED_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/webp'];

interface UploadedPhoto {
  filename: string;
  originalName: string;
  previewUrl: string;
}

interface PhotoUploadProps {
  maxPhotos?: number;
  /** Server file names of the photos currently kept. */
  onChange: (filenames: string[]) => void;
  onUploadingChange?: (uploading: boolean) => void;
  uploadPhoto?: (file: File) => Promise<string>;
}

// Some Android pickers hand over files without a MIME type; the extension decides then.
const isAcceptedImage = (file: File) =>
  file.type ? PHOTO_ACCEPTED_TYPES.includes(file.type) : /\.(jpe?g|png|webp)$/i.test(file.name);

export function validatePhotos(files: File[], alreadyKept: number, maxPhotos: number): string[] {
  if (alreadyKept + files.length > maxPhotos) return [`Você pode enviar no máximo ${maxPhotos} fotos`];
  return files.flatMap((file) => {
    if (!isAcceptedImage(file)) return [`${file.name} não é uma imagem válida`];
    if (file.size > PHOTO_MAX_BYTES) return [`${file.name} é muito grande (máximo 5MB)`];
    return [];
  });
}

export function PhotoUpload({
  maxPhotos = 3,
  onChange,
  onUploadingChange,
  uploadPhoto = uploadPhotoToServer,
}: PhotoUploadProps) {
  const inputId = useId();
  const helpId = `${inputId}-ajuda`;
  const [photos, setPhotos] = useState<UploadedPhoto[]>([]);
  const [validationErrors, setValidationErrors] = useState<string[]>([]);
  const [uploadErrors, setUploadErrors] = useState<string[]>([]);
  const [failedFiles, setFailedFiles] = useState<File[]>([]);
  const [uploading, setUploading] = useState(false);
  const photosRef = useRef(photos);
  photosRef.current = photos;

  useEffect(
    () => () => {
      for (const photo of photosRef.current) URL.revokeObjectURL(photo.previewUrl);
    },
    [],
  );

  function keepPhotos(next: UploadedPhoto[]) {
    photosRef.current = next;
    setPhotos(next);
    onChange(next.map((photo) => photo.filename));
  }

  async function uploadFiles(files: File[]) {
    setUploading(true);
    onUploadingChange?.(true);
    setUploadErrors([]);
    const uploaded: UploadedPhoto[] = [];
    const failed: File[] = [];
    let unreachable = false;
    for (const file of files) {
      try {
        const filename = await uploadPhoto(file);
        uploaded.push({ filename, originalName: file.name, previewUrl: URL.createObjectURL(file) });
      } catch (error) {
        failed.push(file);
        if (!(error instanceof ApiError) || error.status === 0) unreachable = true;
      }
    }
    keepPhotos([...photosRef.current, ...uploaded]);
    setFailedFiles(failed);
    if (failed.length > 0) {
      setUploadErrors(
        unreachable && uploaded.length === 0
          ? ['Erro ao enviar fotos. Tente novamente.']
          : failed.map((file) => `Erro ao enviar ${file.name}`),
      );
    }
    setUploading(false);
    onUploadingChange?.(false);
  }

  function handleSelect(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    // Cleared so that choosing the same file again still fires a change.
    event.target.value = '';
    if (files.length === 0) return;
    const errors = validatePhotos(files, photosRef.current.length, maxPhotos);
    setValidationErrors(errors);
    setUploadErrors([]);
    setFailedFiles([]);
    if (errors.length > 0) return;
    void uploadFiles(files);
  }

  function removePhoto(filename: string) {
    const removed = photosRef.current.find((photo) => photo.filename === filename);
    if (removed) URL.revokeObjectURL(removed.previewUrl);
    keepPhotos(photosRef.current.filter((photo) => photo.filename !== filename));
  }

  const errors = [...validationErrors, ...uploadErrors];
  return (
    <div className="photo-upload">
      <p className="form-field__label" id={`${inputId}-titulo`}>
        {maxPhotos === 1 ? 'Foto (opcional)' : 'Fotos (opcional)'}
      </p>
      <p id={helpId} className="form-field__help">
        {maxPhotos === 1 ? 'Envie 1 foto' : `Envie até ${maxPhotos} fotos`}: JPG, PNG ou WEBP, até 5MB.
      </p>
      {/* The native picker's button text follows the browser's language; this label is always in Portuguese. */}
      <input
        id={inputId}
        className="visually-hidden photo-upload__input"
        type="file"
        accept={PHOTO_ACCEPTED_TYPES.join(',')}
        multiple={maxPhotos > 1}
        disabled={uploading}
        aria-labelledby={`${inputId}-titulo ${inputId}-botao`}
        aria-describedby={helpId}
        onChange={handleSelect}
      />
      <label
        id={`${inputId}-botao`}
        htmlFor={inputId}
        className={`button button--secondary photo-upload__button${uploading ? ' is-disabled' : ''}`}
      >
        {maxPhotos === 1 ? 'Escolher foto' : 'Escolher fotos'}
      </label>
      {uploading && (
        <p className="photo-upload__status" role="status">
          <span className="spinner spinner--small" aria-hidden="true" /> Enviando fotos...
        </p>
      )}
      {errors.length > 0 && (
        <div className="photo-upload__errors" role="alert">
          {errors.map((message) => (
            <p key={message} className="form-field__error">
              {message}
            </p>
          ))}
          {failedFiles.length > 0 && !uploading && (
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => uploadFiles(failedFiles)}
            >
              Tentar novamente
            </button>
          )}
        </div>
      )}
      {photos.length > 0 && (
        <ul className="photo-upload__previews" aria-label="Fotos enviadas">
          {photos.map((photo) => (
            <li key={photo.filename} className="photo-upload__preview">
              <img src={photo.previewUrl} alt={`Foto enviada: ${photo.originalName}`} width={96} height={96} />
              <button
                type="button"
                className="photo-upload__remove"
                onClick={() => removePhoto(photo.filename)}
                aria-label={`Remover ${photo.originalName}`}
              >
                Remover
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
