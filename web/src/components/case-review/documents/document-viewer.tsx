import type { AdminDocument } from '@protea/shared/schemas/case-detail';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { extensionOf } from '../../../lib/file-checks';
import { Button, buttonClass } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { Spinner } from '../../ui/spinner';
import type { AdminCaseKind } from '../case-kind';
import { IMAGE_EXTENSIONS, viewerTitleKey } from './document-types';

type Preview = 'image' | 'pdf' | 'none';

function previewOf(document: AdminDocument): Preview {
  const extension = extensionOf(document.fileName) || extensionOf(document.originalName);
  if (document.contentType === 'application/pdf' || extension === 'pdf') return 'pdf';
  if (IMAGE_EXTENSIONS.includes(extension)) return 'image';
  return 'none';
}

interface DocumentViewerProps {
  kind: AdminCaseKind;
  document: AdminDocument;
  onClose: () => void;
}

export function DocumentViewer({ kind, document, onClose }: DocumentViewerProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const preview = previewOf(document);
  const url = kind.documents.url(document.fileName);
  const prefix = kind.documents.texts.viewerTitles;
  const title = t(viewerTitleKey(prefix, document.type), { defaultValue: t(`${prefix}.other`) });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={document.originalName}
      closeLabel={t('common.close')}
      className="max-w-5xl"
    >
      <div className="mt-4 grid min-h-[50vh] place-items-center rounded-lg bg-slate-100 p-2">
        {preview !== 'none' && state === 'loading' && <Spinner label={t('admin.documents.viewerLoading')} />}
        {state === 'failed' && (
          <p role="alert" className="text-red-900">
            {t(preview === 'image' ? 'admin.documents.imageFailed' : 'admin.documents.pdfFailed')}
          </p>
        )}
        {preview === 'image' && state !== 'failed' && (
          <img
            src={url}
            alt={title}
            onLoad={() => setState('ready')}
            onError={() => setState('failed')}
            className={state === 'ready' ? 'max-h-[65vh] max-w-full object-contain' : 'hidden'}
          />
        )}
        {preview === 'pdf' && (
          <iframe
            src={`${url}#toolbar=0`}
            title={title}
            onLoad={() => setState('ready')}
            className={state === 'ready' ? 'h-[65vh] w-full rounded bg-white' : 'h-0 w-0'}
          />
        )}
        {preview === 'none' && (
          <div className="grid gap-1 text-center">
            <p className="font-semibold text-slate-900">{t('admin.documents.cannotPreview')}</p>
            <p className="text-slate-700">{t('admin.documents.cannotPreviewAdvice')}</p>
          </div>
        )}
      </div>
      <div className="mt-4 flex justify-end gap-2">
        <a href={url} target="_blank" rel="noopener" className={buttonClass('secondary')}>
          <Download aria-hidden="true" className="h-4 w-4" />
          {t('admin.documents.download')}
        </a>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </div>
    </Dialog>
  );
}
