import type { DocumentQuality } from '@protea/shared/schemas/assistant';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { Figure, ResultTable, subheadingClass, TextSections } from './result-parts';
import { useResultFormat } from './use-result-format';

const LEVEL_CLASS = {
  good: 'text-brand-800',
  fair: 'text-amber-800',
  poor: 'text-red-700',
} as const;

export function DocumentQualityResult({ analysis }: { analysis: DocumentQuality }) {
  const { t } = useTranslation();
  const format = useResultFormat();
  const prefix = 'admin.assistant.results.document';
  const k = (key: string) => t(`${prefix}.${key}`);
  const { metrics } = analysis;
  const measured: Array<[string, string | undefined]> = [
    [k('source'), k(metrics.source === 'file' ? 'sourceFile' : 'sourceContent')],
    [k('contentType'), metrics.contentType],
    [
      k('size'),
      metrics.width !== undefined && metrics.height !== undefined
        ? t('admin.assistant.results.document.sizeValue', { width: metrics.width, height: metrics.height })
        : undefined,
    ],
    [k('sharpness'), metrics.sharpness === undefined ? undefined : format.number(metrics.sharpness)],
    [k('brightness'), metrics.brightness === undefined ? undefined : format.number(metrics.brightness)],
    [k('contrast'), metrics.contrast === undefined ? undefined : format.number(metrics.contrast)],
    [k('glare'), metrics.glare === undefined ? undefined : format.share(metrics.glare)],
    [
      k('skew'),
      metrics.skewDegrees === undefined ? undefined : t(`${prefix}.skewValue`, { degrees: metrics.skewDegrees }),
    ],
    [
      k('sidesTouched'),
      metrics.sidesTouched === undefined
        ? undefined
        : metrics.sidesTouched.map((side) => t(`${prefix}.sides.${side}`)).join(', ') || k('sidesNone'),
    ],
    [k('readableWords'), metrics.readableWords === undefined ? undefined : format.number(metrics.readableWords)],
    [k('pages'), metrics.pages === undefined ? undefined : format.number(metrics.pages)],
    [k('pagesWithText'), metrics.pagesWithText === undefined ? undefined : format.number(metrics.pagesWithText)],
    [k('scannedPages'), metrics.scannedPages === undefined ? undefined : format.number(metrics.scannedPages)],
    [k('textCharacters'), metrics.textCharacters === undefined ? undefined : format.number(metrics.textCharacters)],
    [k('inkPixels'), metrics.inkPixels === undefined ? undefined : format.number(metrics.inkPixels)],
    [k('strokeSpan'), metrics.strokeSpan === undefined ? undefined : format.share(metrics.strokeSpan)],
  ];

  return (
    <div className="grid gap-6">
      <dl className="grid grid-cols-2 gap-2">
        <Figure
          label={k('quality')}
          value={<span className={cn(LEVEL_CLASS[analysis.level])}>{analysis.quality}</span>}
        />
        <Figure
          label={k('score')}
          value={t('admin.assistant.results.document.scoreValue', { score: Math.round(analysis.score) })}
        />
      </dl>
      <TextSections issues={analysis.issues} recommendations={analysis.recommendations} />
      {analysis.notChecked.length > 0 && (
        <section className="grid gap-2">
          <h4 className={subheadingClass}>{k('notChecked')}</h4>
          <ul className="list-disc ps-5 text-slate-800">
            {analysis.notChecked.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </section>
      )}
      <section className="grid gap-2">
        <h4 className={subheadingClass}>{k('metrics')}</h4>
        <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]">
          {measured
            .filter((entry): entry is [string, string] => entry[1] !== undefined)
            .map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-sm text-slate-700">{label}</dt>
                <dd className="font-semibold text-slate-900">{value}</dd>
              </div>
            ))}
        </dl>
      </section>
      {metrics.expected && metrics.expected.length > 0 && (
        <ResultTable
          caption={k('expected')}
          rows={metrics.expected}
          rowKey={(row) => row.item}
          columns={[
            { header: k('item'), cell: (row) => row.item },
            { header: k('found'), cell: (row) => k(row.found ? 'found' : 'missing') },
          ]}
        />
      )}
    </div>
  );
}
