import { createRequire } from 'node:module';
import path from 'node:path';
import type { Worker } from 'tesseract.js';

/** What OCR made of an image: the words it read with fair confidence, and its mean confidence (0-100). */
export interface ReadText {
  words: number;
  confidence: number;
}

/** An OCR run longer than this is given up: the check answers without it rather than keep staff waiting. */
const TIMEOUT_MS = 30_000;
/** The worker is kept this long after its last use: starting it costs seconds, keeping it costs memory. */
const IDLE_MS = 5 * 60_000;

let worker: Promise<Worker> | null = null;
let idleTimer: ReturnType<typeof setTimeout> | null = null;

/**
 * Tesseract (WebAssembly) with the English model the npm package @tesseract.js-data/eng ships: nothing is fetched
 * from the network, and no image leaves the server. Started on first use and shared; one image at a time.
 */
async function startWorker(): Promise<Worker> {
  const { createWorker, OEM } = await import('tesseract.js');
  const require = createRequire(import.meta.url);
  const langPath = path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
  return createWorker('eng', OEM.LSTM_ONLY, { langPath, cacheMethod: 'none', gzip: true });
}

function releaseLater() {
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = setTimeout(() => void stopOcr(), IDLE_MS);
  idleTimer.unref();
}

/** Stops the shared worker (at shutdown, or when idle). */
export async function stopOcr() {
  const running = worker;
  worker = null;
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = null;
  if (running) await (await running.catch(() => null))?.terminate();
}

/** The words OCR reads in an image (PNG or JPEG bytes), or null when OCR could not run (the caller says so). */
export async function readText(image: Buffer): Promise<ReadText | null> {
  try {
    worker ??= startWorker();
    const ocr = await worker;
    releaseLater();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), TIMEOUT_MS);
    });
    const result = await Promise.race([ocr.recognize(image, {}, { blocks: true, text: false }), timeout]);
    clearTimeout(timer);
    if (!result) return null;
    const words = (result.data.blocks ?? []).flatMap((block) =>
      block.paragraphs.flatMap((paragraph) => paragraph.lines.flatMap((line) => line.words)),
    );
    // A word of two letters or more read with confidence: noise and specks come out as single marks or low scores.
    const readable = words.filter((word) => word.confidence >= 70 && /[\p{L}\p{N}]{2,}/u.test(word.text));
    return { words: readable.length, confidence: Math.round(result.data.confidence) };
  } catch {
    worker = null;
    return null;
  }
}
