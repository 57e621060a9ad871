import { useEffect, useState } from 'react';

/** Black on white, quiet zone of 2 modules, 320 px: what the desk's camera reads best. */
export const QR_OPTIONS = {
  errorCorrectionLevel: 'M',
  margin: 2,
  width: 320,
  color: { dark: '#000000', light: '#ffffff' },
} as const;

interface QrImage {
  /** The data: URL of the last code drawn: the previous one (still valid) stays while the next is drawn. */
  src: string | null;
  failed: boolean;
}

/**
 * `code` drawn as a QR image. `qrcode` is imported only here, on first use, so no other page
 * downloads it.
 */
export function useQrImage(code: string | undefined): QrImage {
  const [image, setImage] = useState<QrImage>({ src: null, failed: false });
  useEffect(() => {
    if (code === undefined) return;
    let current = true;
    import('qrcode')
      .then(({ toDataURL }) => toDataURL(code, QR_OPTIONS))
      .then((src) => {
        if (current) setImage({ src, failed: false });
      })
      .catch(() => {
        if (current) setImage({ src: null, failed: true });
      });
    return () => {
      current = false;
    };
  }, [code]);
  return image;
}
