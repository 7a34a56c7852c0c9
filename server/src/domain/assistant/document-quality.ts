import { formatOneDecimal } from '@protea/shared/number-format';
import { isValidSaIdNumber } from '@protea/shared/sa-id-number';
import type { DocumentQuality } from '@protea/shared/schemas/assistant';
import { type AssistantContext, textOf } from './assistant-context.js';

/** What a readable scan needs (measured on the image scaled to at most 1024 px a side). */
export const QUALITY_LIMITS = {
  minWidth: 600,
  minHeight: 400,
  /** Variance of the Laplacian below this: too blurred to read small print. */
  minSharpness: 100,
  minBrightness: 60,
  maxBrightness: 235,
  /** Share of blown-out pixels above this: glare or a flash reflection. */
  maxGlare: 0.12,
  /** Mean brightness from which an image is a white page (a scan), where white is not glare. */
  whitePage: 200,
  /** Characters of text per page below this: a scan without a text layer. */
  minTextPerPage: 40,
} as const;

type Metrics = DocumentQuality['metrics'];
type Finding = { issue: string; recommendation: string; penalty: number };

/** Variance of the 4-neighbour Laplacian of a grey image: how much fine detail (sharp edges) it holds. */
export function laplacianVariance(pixels: Uint8Array | Buffer, width: number, height: number): number {
  if (width < 3 || height < 3) return 0;
  let sum = 0;
  let sumSquares = 0;
  let count = 0;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const value = pixels[i - width]! + pixels[i + width]! + pixels[i - 1]! + pixels[i + 1]! - 4 * pixels[i]!;
      sum += value;
      sumSquares += value * value;
      count++;
    }
  }
  const mean = sum / count;
  return sumSquares / count - mean * mean;
}

async function imageMetrics(content: Buffer): Promise<Metrics> {
  // Loaded with the first scan measured, not at start.
  const { default: sharp } = await import('sharp');
  const meta = await sharp(content).metadata();
  const { data, info } = await sharp(content)
    .rotate()
    .greyscale()
    .resize({ width: 1024, height: 1024, fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  let total = 0;
  let blown = 0;
  for (const value of data) {
    total += value;
    if (value >= 250) blown++;
  }
  const width = meta.autoOrient?.width ?? meta.width ?? info.width;
  const height = meta.autoOrient?.height ?? meta.height ?? info.height;
  return {
    source: 'file',
    contentType: `image/${meta.format}`,
    width,
    height,
    sharpness: Math.round(laplacianVariance(data, info.width, info.height) * 10) / 10,
    brightness: Math.round((total / data.length) * 10) / 10,
    glare: Math.round((blown / data.length) * 1000) / 1000,
  };
}

async function pdfMetrics(content: Buffer): Promise<Metrics> {
  // Loaded on first use: pdf.js costs a start about 0.1 s, and only this check reads PDFs.
  const { PDFParse } = await import('pdf-parse');
  const parser = new PDFParse({ data: new Uint8Array(content) });
  try {
    const text = await parser.getText();
    return {
      source: 'file',
      contentType: 'application/pdf',
      pages: text.total,
      textCharacters: text.text.replace(/\s+/g, '').length,
    };
  } finally {
    await parser.destroy();
  }
}

function fileFindings(metrics: Metrics, t: ReturnType<typeof textOf>): Finding[] {
  const found: Finding[] = [];
  const limits = QUALITY_LIMITS;
  if (metrics.width !== undefined && metrics.height !== undefined) {
    const [short, long] = [Math.min(metrics.width, metrics.height), Math.max(metrics.width, metrics.height)];
    if (long < limits.minWidth || short < limits.minHeight) {
      found.push({
        issue: t('quality.tooSmall', { width: metrics.width, height: metrics.height }),
        recommendation: t('quality.recommend.tooSmall'),
        penalty: 55,
      });
    }
  }
  if (metrics.sharpness !== undefined && metrics.sharpness < limits.minSharpness) {
    found.push({
      issue: t('quality.blurred', { value: formatOneDecimal(metrics.sharpness) }),
      recommendation: t('quality.recommend.blurred'),
      penalty: 35,
    });
  }
  if (metrics.brightness !== undefined && metrics.brightness < limits.minBrightness) {
    found.push({
      issue: t('quality.dark', { value: formatOneDecimal(metrics.brightness) }),
      recommendation: t('quality.recommend.dark'),
      penalty: 25,
    });
  }
  if (metrics.brightness !== undefined && metrics.brightness > limits.maxBrightness) {
    found.push({
      issue: t('quality.washedOut', { value: formatOneDecimal(metrics.brightness) }),
      recommendation: t('quality.recommend.washedOut'),
      penalty: 25,
    });
  }
  // White paper is white: blown-out pixels are glare only on a photo that is not mostly white (a card, a page on a table).
  const isMostlyWhite = (metrics.brightness ?? 0) >= limits.whitePage;
  if (metrics.glare !== undefined && metrics.glare > limits.maxGlare && !isMostlyWhite) {
    found.push({
      issue: t('quality.glare', { share: Math.round(metrics.glare * 100) }),
      recommendation: t('quality.recommend.glare'),
      penalty: 20,
    });
  }
  if (metrics.pages !== undefined) {
    if (metrics.pages === 0) {
      found.push({ issue: t('quality.noPages'), recommendation: t('quality.recommend.noPages'), penalty: 80 });
    } else if ((metrics.textCharacters ?? 0) < limits.minTextPerPage * metrics.pages) {
      found.push({
        issue: t('quality.noText', { pages: metrics.pages }),
        recommendation: t('quality.recommend.noText'),
        penalty: 20,
      });
    }
  }
  return found;
}

/** What each kind of document must show, and how to find it in pasted text. */
const EXPECTED: Record<string, Array<{ item: string; test: (text: string) => boolean }>> = {
  id: [
    { item: 'idNumber', test: (text) => (text.match(/\b\d{13}\b/g) ?? []).some(isValidSaIdNumber) },
    { item: 'surname', test: (text) => /\b(surname|van|sefane|isibongo)\b/i.test(text) },
    {
      item: 'dateOfBirth',
      test: (text) => /\b(date of birth|geboortedatum|\d{4}[-/]\d{2}[-/]\d{2}|\d{2} [a-z]{3} \d{4})\b/i.test(text),
    },
    {
      item: 'issuer',
      test: (text) => /\b(republic of south africa|rsa|home affairs|identity|identiteit)\b/i.test(text),
    },
  ],
  deedlease: [
    { item: 'agreement', test: (text) => /\b(lease|huur|agreement|ooreenkoms|deed|title|transfer)\b/i.test(text) },
    {
      item: 'parties',
      test: (text) => /\b(landlord|tenant|lessor|lessee|verhuurder|huurder|owner|purchaser|seller)\b/i.test(text),
    },
    {
      item: 'dates',
      test: (text) =>
        /\b(\d{4}[-/]\d{2}[-/]\d{2}|\d{1,2} [a-z]+ \d{4}|commencement|occupation|registration date)\b/i.test(text),
    },
    { item: 'amount', test: (text) => /\bR ?\d[\d\s,.]*\b/.test(text) },
    { item: 'signatures', test: (text) => /\b(signed|signature|handtekening)\b/i.test(text) },
  ],
  cipc: [
    { item: 'registrationNumber', test: (text) => /\b\d{4}\/\d{6}\/\d{2}\b/.test(text) },
    {
      item: 'issuer',
      test: (text) => /\b(cipc|companies and intellectual property commission|cor ?14\.3|ck ?1)\b/i.test(text),
    },
    { item: 'directors', test: (text) => /\b(director|directors|member|members|direkteur)\b/i.test(text) },
  ],
  vat: [
    { item: 'vatNumber', test: (text) => /\b4\d{9}\b/.test(text) },
    { item: 'issuer', test: (text) => /\b(sars|south african revenue service|value-added tax|vat)\b/i.test(text) },
  ],
  bank: [
    { item: 'accountNumber', test: (text) => /\b\d{8,12}\b/.test(text) },
    {
      item: 'bankName',
      test: (text) =>
        /\b(absa|fnb|first national bank|standard bank|nedbank|capitec|investec|tymebank|discovery bank|african bank)\b/i.test(
          text,
        ),
    },
    { item: 'branch', test: (text) => /\b(branch|tak|universal branch code|\d{6})\b/i.test(text) },
    { item: 'holder', test: (text) => /\b(account holder|rekeninghouer|name)\b/i.test(text) },
  ],
};

function contentFindings(content: string, documentType: string | undefined, t: ReturnType<typeof textOf>) {
  const ranked = Object.entries(EXPECTED)
    .map(([type, items]) => ({ type, found: items.filter((entry) => entry.test(content)).length / items.length }))
    .sort((a, b) => b.found - a.found);
  const type = documentType && EXPECTED[documentType] ? documentType : ranked[0]!.type;
  const expected = EXPECTED[type]!.map((entry) => ({
    item: t(`quality.items.${type}.${entry.item}`),
    found: entry.test(content),
  }));
  const missing = expected.filter((entry) => !entry.found);
  const findings: Finding[] = missing.map((entry) => ({
    issue: t('quality.missingItem', { item: entry.item, type: t(`quality.types.${type}`) }),
    recommendation: t('quality.recommend.missingItem', { item: entry.item }),
    penalty: Math.round(70 / expected.length),
  }));
  if (content.trim().length < 40) {
    findings.push({ issue: t('quality.tooShort'), recommendation: t('quality.recommend.tooShort'), penalty: 30 });
  }
  const metrics: Metrics = { source: 'content', textCharacters: content.replace(/\s+/g, '').length, expected };
  return { type, metrics, findings };
}

function verdict(findings: Finding[], t: ReturnType<typeof textOf>, metrics: Metrics, typeLabel?: string) {
  const score = Math.max(0, 100 - findings.reduce((sum, finding) => sum + finding.penalty, 0));
  const level: DocumentQuality['level'] = score >= 75 ? 'good' : score >= 50 ? 'fair' : 'poor';
  return {
    quality: t(`quality.levels.${level}`),
    level,
    score,
    issues: findings.map((finding) => finding.issue),
    recommendations:
      findings.length === 0
        ? [t(typeLabel ? 'quality.recommend.goodContent' : 'quality.recommend.good')]
        : [...new Set(findings.map((finding) => finding.recommendation))],
    metrics,
  } satisfies DocumentQuality;
}

/** A stored file's quality: an image's resolution, sharpness, brightness and glare; a PDF's pages and text. */
export async function assessStoredFile(
  context: AssistantContext,
  content: Buffer,
  contentType: string,
): Promise<DocumentQuality> {
  const t = textOf(context);
  const metrics = contentType === 'application/pdf' ? await pdfMetrics(content) : await imageMetrics(content);
  return verdict(fileFindings(metrics, t), t, metrics);
}

/** Pasted text: whether it holds what the document type needs (the type is guessed when not given). */
export function assessContent(context: AssistantContext, content: string, documentType?: string): DocumentQuality {
  const t = textOf(context);
  const { type, metrics, findings } = contentFindings(content, documentType, t);
  return verdict(findings, t, metrics, type);
}
