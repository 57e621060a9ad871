import { useCallback, useEffect, useRef, useState } from 'react';
import { createQrReader, type QrReader } from './qr-reader';

/** A few reads a second: quick at the desk, light on a phone's battery. */
const SCAN_INTERVAL_MS = 250;
/** A pass held in front of the camera is read again and again: it is sent once in this time. */
const REPEAT_MS = 5000;

export const CAMERA_TEXTS = {
  denied: 'Permití el uso de la cámara en el navegador para escanear pases.',
  missing: 'No se encontró una cámara: escribí el número del pase o buscá al socio.',
  failed: 'No se pudo usar la cámara.',
} as const;

function cameraErrorText(failure: unknown): string {
  const name = failure instanceof Error || failure instanceof DOMException ? failure.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return CAMERA_TEXTS.denied;
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return CAMERA_TEXTS.missing;
  return CAMERA_TEXTS.failed;
}

const stopTracks = (stream: MediaStream) => stream.getTracks().forEach((track) => track.stop());

export type ScannerState = 'idle' | 'starting' | 'scanning';

/**
 * The desk's camera: `start` opens it and reads QR codes from the video given to `attachVideo`, handing each new
 * code to `onCode` (no reading while it runs, so scanning resumes once the answer is in); `stop`
 * and unmounting release every track.
 */
export function useQrScanner(onCode: (code: string) => Promise<void>) {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  // Each start and stop counts: a start overtaken while it waited gives its camera back.
  const attemptRef = useRef(0);
  const lastSentRef = useRef<{ code: string; at: number } | null>(null);
  const onCodeRef = useRef(onCode);
  const [state, setState] = useState<ScannerState>('idle');
  const [reader, setReader] = useState<QrReader | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    onCodeRef.current = onCode;
  });

  const release = useCallback(() => {
    attemptRef.current += 1;
    if (streamRef.current) stopTracks(streamRef.current);
    streamRef.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
  }, []);

  useEffect(() => release, [release]);

  // The video may mount after the stream arrives, or before.
  const attachVideo = useCallback((video: HTMLVideoElement | null) => {
    videoRef.current = video;
    if (video && streamRef.current) video.srcObject = streamRef.current;
  }, []);

  const stop = useCallback(() => {
    release();
    setReader(null);
    setState('idle');
  }, [release]);

  const start = useCallback(async () => {
    release();
    const attempt = attemptRef.current;
    setError(null);
    setState('starting');
    try {
      if (!navigator.mediaDevices?.getUserMedia) throw new Error('No camera API');
      const stream = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: 'environment' },
      });
      if (attempt !== attemptRef.current) return stopTracks(stream);
      streamRef.current = stream;
      if (videoRef.current) videoRef.current.srcObject = stream;
      const qrReader = await createQrReader();
      if (attempt !== attemptRef.current) return;
      setReader(qrReader);
      setState('scanning');
    } catch (failure) {
      if (attempt !== attemptRef.current) return;
      release();
      setError(cameraErrorText(failure));
      setState('idle');
    }
  }, [release]);

  useEffect(() => {
    if (state !== 'scanning' || !reader) return;
    let active = true;
    let busy = false;
    const isRepeat = (code: string) => {
      const last = lastSentRef.current;
      return last !== null && last.code === code && Date.now() - last.at < REPEAT_MS;
    };
    const readFrame = async (video: HTMLVideoElement) => {
      // A frame the reader cannot take (the video still starting) is skipped; the next may do.
      const codes = await reader.detect(video).catch(() => []);
      const code = codes[0]?.rawValue;
      if (!active || !code || isRepeat(code)) return;
      lastSentRef.current = { code, at: Date.now() };
      await onCodeRef.current(code);
    };
    const timer = setInterval(() => {
      const video = videoRef.current;
      if (busy || !video) return;
      busy = true;
      void readFrame(video).finally(() => {
        busy = false;
      });
    }, SCAN_INTERVAL_MS);
    return () => {
      active = false;
      clearInterval(timer);
    };
  }, [state, reader]);

  return { attachVideo, state, error, start, stop };
}
