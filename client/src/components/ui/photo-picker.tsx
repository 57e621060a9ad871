import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PHOTO_ACCEPT, PHOTO_MAX_MB, PHOTO_MESSAGES } from '@power-gym/contracts';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { photoProblem, type UploadProgress } from '@/lib/photo-upload';

export interface PhotoPickerProps {
  /** The button's text, which also names the file input ('Subir foto'). */
  label: string;
  /** The photo shown now (a URL), or none. */
  currentUrl?: string | null | undefined;
  /** Sends the file; answers the URL the photo is served at. Throws with a Spanish message. */
  upload: (file: File, onProgress: UploadProgress) => Promise<string>;
  /** The new photo's URL, once stored. */
  onUploaded: (url: string) => void;
  /** What the preview shows of: 'la clase', 'tu perfil'… */
  previewAlt: string;
}

type Status =
  | { kind: 'idle' }
  | { kind: 'uploading'; percent: number }
  | { kind: 'done' }
  | { kind: 'error'; message: string };

/**
 * A photo from the device: checked before it goes (type, size), sent with its progress shown,
 * previewed at once. A real button opens the file dialog, so the keyboard and screen readers
 * reach it; the result is read out ('Foto subida', or why it was refused).
 */
export function PhotoPicker({
  label,
  currentUrl,
  upload,
  onUploaded,
  previewAlt,
}: PhotoPickerProps) {
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [localPreview, setLocalPreview] = useState<string | null>(null);

  useEffect(
    () => () => {
      if (localPreview) URL.revokeObjectURL(localPreview);
    },
    [localPreview],
  );

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file may be chosen again after an error
    if (!file) return;
    const problem = photoProblem(file);
    if (problem) {
      setStatus({ kind: 'error', message: problem });
      return;
    }
    setLocalPreview(URL.createObjectURL(file));
    setStatus({ kind: 'uploading', percent: 0 });
    try {
      const url = await upload(file, (percent) => setStatus({ kind: 'uploading', percent }));
      setStatus({ kind: 'done' });
      setLocalPreview(null);
      onUploaded(url);
    } catch (error) {
      setLocalPreview(null);
      setStatus({
        kind: 'error',
        message:
          error instanceof Error && error.message ? error.message : PHOTO_MESSAGES.uploadFailed,
      });
    }
  };

  const preview = localPreview ?? currentUrl ?? null;
  const uploading = status.kind === 'uploading';

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      {preview && (
        <Box
          component="img"
          src={preview}
          alt={`Vista previa de la foto de ${previewAlt}`}
          sx={{ width: 72, height: 72, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }}
        />
      )}
      <Stack spacing={0.5} sx={{ minWidth: 0, flexGrow: 1 }}>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={PHOTO_ACCEPT}
          aria-label={label}
          aria-describedby={hintId}
          hidden
          onChange={(event) => void choose(event)}
        />
        <Button
          variant="outlined"
          onClick={() => inputRef.current?.click()}
          disabled={uploading}
          aria-describedby={hintId}
          sx={{ alignSelf: 'flex-start' }}
        >
          {label}
        </Button>
        <Typography id={hintId} variant="caption" color="text.secondary">
          JPEG, PNG o WebP, hasta {PHOTO_MAX_MB} MB
        </Typography>
        {uploading && (
          <LinearProgress
            variant="determinate"
            value={status.percent}
            aria-label={PHOTO_MESSAGES.uploading}
          />
        )}
        <Typography
          role={status.kind === 'error' ? 'alert' : 'status'}
          variant="body2"
          color={status.kind === 'error' ? 'error' : 'text.secondary'}
        >
          {status.kind === 'uploading' && `${PHOTO_MESSAGES.uploading} ${status.percent} %`}
          {status.kind === 'done' && PHOTO_MESSAGES.uploaded}
          {status.kind === 'error' && status.message}
        </Typography>
      </Stack>
    </Stack>
  );
}
