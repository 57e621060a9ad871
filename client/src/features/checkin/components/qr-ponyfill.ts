import { BarcodeDetector, prepareZXingModule } from 'barcode-detector/ponyfill';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import type { QrReader } from './qr-reader';

/**
 * Our own build's .wasm, never the CDN it defaults to: the CSP allows fetches from 'self' only.
 * One object for every start, so ZXing keeps the module it made (it compares the overrides).
 */
const overrides = {
  locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
};

/** The ZXing ponyfill, loaded on demand (qr-reader.ts). */
export async function createPonyfillReader(): Promise<QrReader> {
  // Compiled now, while the video starts, so a missing file shows as a camera error at once.
  await prepareZXingModule({ overrides, fireImmediately: true });
  return new BarcodeDetector({ formats: ['qr_code'] });
}
