import type { AdminApplicationDetail } from '@protea/shared/schemas/admin-application-detail';
import { FileDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BusinessInfo } from '../../../components/case-review/business-info';
import { Button } from '../../../components/ui/button';
import { toastError, toastSuccess } from '../../../lib/admin/admin-toast';
import { settle } from '../../../lib/admin/settle';
import { useDownloadApplicationPdf } from './api/download-application-pdf';
import { PersonalInfo } from './personal-info';
import { StatusCard } from './status-card';

export function ApplicantTab({ application }: { application: AdminApplicationDetail }) {
  const { t } = useTranslation();
  const pdf = useDownloadApplicationPdf();
  const download = () =>
    settle(pdf.mutateAsync(application.appReference), {
      onSuccess: () =>
        toastSuccess(
          t('admin.review.pdfDownloadedTitle'),
          t('admin.review.pdfDownloadedText', { reference: application.appReference }),
        ),
      onError: () => toastError(t('admin.review.pdfErrorTitle'), t('admin.review.pdfErrorText')),
    });
  return (
    <div className="grid gap-4">
      <StatusCard application={application} />
      <div className="flex justify-end">
        <Button variant="secondary" onClick={download} disabled={pdf.isPending}>
          <FileDown aria-hidden="true" className="h-4 w-4" />
          {pdf.isPending ? t('admin.review.pdfDownloading') : t('admin.review.downloadPdf')}
        </Button>
      </div>
      <PersonalInfo application={application} />
      {application.isBusiness && <BusinessInfo business={application.business} />}
    </div>
  );
}
