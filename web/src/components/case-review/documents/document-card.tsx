import type { AdminDocument } from '@protea/shared/schemas/case-detail';
import type { RejectDocumentInput } from '@protea/shared/schemas/document-review';
import { Download, Eye, ThumbsDown, ThumbsUp, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, toastError, toastSuccess } from '../../../lib/admin/admin-toast';
import { settle } from '../../../lib/admin/settle';
import { useDateFormats } from '../../../lib/admin/use-date-formats';
import { ApiError } from '../../../lib/api-client';
import { Button, buttonClass } from '../../ui/button';
import type { AdminCaseKind } from '../case-kind';
import { useDeleteDocument } from './api/delete-document';
import { useApproveDocument, useRejectDocument } from './api/review-document';
import { DeleteConfirmation } from './delete-confirmation';
import { badgeKind, DocumentBadge } from './document-badge';
import { DocumentQualityCheck } from './document-quality-check';
import { DocumentRejectForm } from './document-reject-form';
import { type DocumentSlot, isReviewable, slotTitle } from './document-types';
import { DocumentUpload } from './document-upload';

interface DocumentCardProps {
  kind: AdminCaseKind;
  caseId: string;
  slot: DocumentSlot;
  document: AdminDocument | undefined;
  /** False for a VAT document of a business without a VAT number, and for optional documents. */
  isRequired?: boolean;
  note?: string;
  onView: (document: AdminDocument) => void;
}

const small = 'min-h-10 px-3 py-1.5 text-xs';

export function DocumentCard(props: DocumentCardProps) {
  const { kind, caseId, slot, document, isRequired = true, note, onView } = props;
  const { t } = useTranslation();
  const id = useId();
  const dates = useDateFormats();
  const [isConfirmingDelete, setConfirmingDelete] = useState(false);
  const [isRejecting, setRejecting] = useState(false);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const rejectButton = useRef<HTMLButtonElement>(null);
  const remove = useDeleteDocument(kind);
  const approve = useApproveDocument(kind);
  const reject = useRejectDocument(kind);
  // i18next 27's types take the options as an object, not as a possibly missing second argument.
  const [titleKey, titleValues] = slotTitle(kind.documents.texts.titles, slot);
  const title = t(titleKey, { ...titleValues });
  const named = (key: string) => (
    <>
      {t(key)}
      <span className="sr-only"> {title}</span>
    </>
  );

  const onDelete = (doc: AdminDocument) =>
    settle(remove.mutateAsync({ caseId, fileName: doc.fileName, documentType: slot }), {
      onSuccess: () => {
        setConfirmingDelete(false);
        toastSuccess(t('admin.documents.deletedTitle'), t('admin.documents.deletedText'));
      },
      onError: (error) => {
        setConfirmingDelete(false);
        deleteButton.current?.focus();
        if (error instanceof ApiError && error.status > 0) {
          toastError(
            t('admin.documents.deleteFailedTitle'),
            t(kind.documents.texts.deleteFailedWithReason, { reason: error.message }),
          );
        } else {
          toastError(t('admin.documents.deleteErrorTitle'), t('admin.documents.deleteErrorText'));
        }
      },
    });
  const onApprove = () =>
    settle(approve.mutateAsync({ caseId, type: slot }), {
      onSuccess: () => toastSuccess(t('admin.documents.approvedTitle'), t('admin.documents.approvedText', { title })),
      onError: () => toastError(t('admin.documents.approvalFailedTitle'), t('admin.documents.approvalFailedText')),
    });
  const onReject = (input: RejectDocumentInput) =>
    settle(reject.mutateAsync({ caseId, type: slot, ...input }), {
      onSuccess: () => {
        setRejecting(false);
        toastSuccess(t('admin.documents.rejectedTitle'), t('admin.documents.rejectedText', { title }));
      },
      onError: (error) =>
        toastError(
          t('admin.documents.rejectionFailedTitle'),
          errorText(error, t('admin.documents.rejectionFailedText')),
        ),
    });

  return (
    <article
      aria-labelledby={`${id}-title`}
      className="grid content-start gap-3 rounded-xl border border-slate-200 p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h4 id={`${id}-title`} className="font-semibold text-slate-900">
          {title}
        </h4>
        <DocumentBadge kind={badgeKind(document, isRequired)} />
      </div>
      {note && <p className="text-sm text-slate-800">{note}</p>}
      {document ? (
        <>
          <p className="text-sm wrap-anywhere text-slate-700">
            {document.originalName} · {t('admin.documents.uploadedAt', { at: dates.dateTime(document.uploadedAt) })}
          </p>
          <div className="flex flex-wrap gap-1.5">
            <Button variant="secondary" className={small} onClick={() => onView(document)}>
              <Eye aria-hidden="true" className="h-4 w-4" />
              {named('admin.documents.view')}
            </Button>
            <a
              href={kind.documents.url(document.fileName)}
              target="_blank"
              rel="noopener"
              className={buttonClass('secondary', small)}
            >
              <Download aria-hidden="true" className="h-4 w-4" />
              {named('admin.documents.download')}
            </a>
            <button
              type="button"
              ref={deleteButton}
              className={buttonClass('secondary', small)}
              aria-expanded={isConfirmingDelete}
              onClick={() => setConfirmingDelete(true)}
            >
              <Trash2 aria-hidden="true" className="h-4 w-4" />
              {named('admin.documents.delete')}
            </button>
          </div>
          <DocumentQualityCheck fileName={document.fileName} title={title} />
          {isConfirmingDelete && (
            <DeleteConfirmation
              title={title}
              isDeleting={remove.isPending}
              onConfirm={() => onDelete(document)}
              onCancel={() => {
                setConfirmingDelete(false);
                deleteButton.current?.focus();
              }}
            />
          )}
          {isReviewable(slot) && document.isApproved !== true && (
            <div className="flex flex-wrap gap-1.5 border-t border-slate-200 pt-3">
              <Button className={small} disabled={approve.isPending || reject.isPending} onClick={onApprove}>
                <ThumbsUp aria-hidden="true" className="h-4 w-4" />
                {named('admin.documents.approve')}
              </Button>
              {document.isApproved !== false && (
                <button
                  type="button"
                  ref={rejectButton}
                  className={buttonClass('danger', small)}
                  disabled={approve.isPending || reject.isPending}
                  aria-expanded={isRejecting}
                  onClick={() => setRejecting(true)}
                >
                  <ThumbsDown aria-hidden="true" className="h-4 w-4" />
                  {named('admin.documents.reject')}
                </button>
              )}
            </div>
          )}
          {isRejecting && document.isApproved !== false && (
            <DocumentRejectForm
              title={title}
              isSending={reject.isPending}
              onReject={onReject}
              onCancel={() => {
                setRejecting(false);
                rejectButton.current?.focus();
              }}
            />
          )}
        </>
      ) : (
        <DocumentUpload kind={kind} caseId={caseId} slot={slot} title={title} />
      )}
    </article>
  );
}
