import { isValidSaIdNumber } from '@protea/shared/sa-id-number';
import type { DocumentQuality } from '@protea/shared/schemas/assistant';
import { type AssistantContext, textOf } from './assistant-context.js';
import { type Finding, fileFindings, levelOf, notCheckedOf, scoreOf } from './file-findings.js';
import { imageMetrics, type Metrics, ocrMetrics, pdfMetrics } from './file-measures.js';
import { signatureFindings, signatureMetrics } from './signature-quality.js';

type Text = ReturnType<typeof textOf>;

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

function contentFindings(content: string, documentType: string | undefined, t: Text) {
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
  return { metrics, findings };
}

/**
 * The score is 100 less the findings' costs, held under the worst level a finding allows (a black image is never
 * good); `good` is what is recommended when nothing was found.
 */
function verdict(findings: Finding[], t: Text, metrics: Metrics, good = 'quality.recommend.good') {
  const score = scoreOf(findings);
  const level = levelOf(score);
  return {
    quality: t(`quality.levels.${level}`),
    level,
    score,
    issues: findings.map((finding) => finding.issue),
    recommendations:
      findings.length === 0 ? [t(good)] : [...new Set(findings.map((finding) => finding.recommendation))],
    notChecked: notCheckedOf(metrics, t),
    metrics,
  } satisfies DocumentQuality;
}

/**
 * A stored file's quality: an image's resolution, sharpness, brightness, contrast, glare, tilt, cut-off sides and
 * the words OCR reads; a PDF's pages, its text layer, and its first scanned page measured as an image. A drawn
 * signature (`documentType` `signature`) is judged as a signature, never by these photo measures.
 */
export async function assessStoredFile(
  context: AssistantContext,
  content: Buffer,
  contentType: string,
  documentType?: string,
): Promise<DocumentQuality> {
  const t = textOf(context);
  if (documentType === 'signature' && contentType.startsWith('image/')) {
    const metrics = await signatureMetrics(content);
    return verdict(signatureFindings(metrics, t), t, metrics, 'quality.recommend.goodSignature');
  }
  const { metrics, picture } =
    contentType === 'application/pdf'
      ? await pdfMetrics(content)
      : { metrics: await imageMetrics(content), picture: content };
  if (!picture) return verdict(fileFindings(metrics, t), t, metrics);
  // OCR takes seconds and cannot lift a Poor picture: it reads only what the other measures let pass.
  if (levelOf(scoreOf(fileFindings(metrics, t))) === 'poor') {
    return verdict(fileFindings(metrics, t), t, { ...metrics, ocr: 'notNeeded' });
  }
  const read = await ocrMetrics(picture);
  const measured: Metrics = read ? { ...metrics, ...read, ocr: 'read' } : { ...metrics, ocr: 'unavailable' };
  return verdict(fileFindings(measured, t), t, measured);
}

/** Pasted text: whether it holds what the document type needs (the type is guessed when not given). */
export function assessContent(context: AssistantContext, content: string, documentType?: string): DocumentQuality {
  const t = textOf(context);
  const { metrics, findings } = contentFindings(content, documentType, t);
  return verdict(findings, t, metrics, 'quality.recommend.goodContent');
}
