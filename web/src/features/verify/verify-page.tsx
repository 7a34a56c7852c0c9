import { normalizeVerificationCode } from '@protea/shared/verification-code';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { PublicLayout } from '../../components/layout/public-layout';
import { Card } from '../../components/ui/card';
import { LoadingView } from '../../components/ui/loading-view';
import { ApiError } from '../../lib/api-client';
import { useVerifiedDocument } from './api/verified-document';
import { VerifyForm } from './verify-form';
import { GenuineDocument, UnknownCode } from './verify-result';

/**
 * `/verify/:code`, where a PDF's QR code leads, says plainly whether we issued the document; `/verify` asks for a code.
 * Public: a landlord checks a tenant's application without signing in.
 */
export default function VerifyPage() {
  const { t } = useTranslation();
  const params = useParams<{ code?: string }>();
  const typed = params.code === undefined ? undefined : decoded(params.code);
  const code = typed === undefined ? null : normalizeVerificationCode(typed);
  const verified = useVerifiedDocument(code);

  useEffect(() => {
    const previous = document.title;
    document.title = `${t('verify.title')} - ${t('common.appName')}`;
    return () => {
      document.title = previous;
    };
  }, [t]);

  let result: ReactNode = null;
  if (typed !== undefined) {
    if (code === null || (verified.error instanceof ApiError && verified.error.status === 404))
      result = <UnknownCode />;
    else if (verified.data) result = <GenuineDocument document={verified.data} />;
    else if (verified.error) result = <Card role="alert">{tooManyOrFailed(verified.error, t('verify.failed'))}</Card>;
    else result = <LoadingView text={t('verify.checking')} />;
  }

  return (
    <PublicLayout>
      <div className="mx-auto grid max-w-3xl gap-6">
        <div>
          <h1 className="text-2xl font-bold text-brand-900">{t('verify.title')}</h1>
          <p className="mt-1 text-slate-700">{t('verify.intro')}</p>
        </div>
        {result && <div aria-live="polite">{result}</div>}
        <VerifyForm
          key={typed ?? ''}
          initial={typed}
          title={typed === undefined ? undefined : t('verify.checkAnother')}
        />
      </div>
    </PublicLayout>
  );
}

/** The code as it stands in the address, `%2D` and all; an address that cannot be decoded is taken as it is. */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Past the per-address limit the server's own (translated) message says to wait; anything else, try again. */
const tooManyOrFailed = (error: Error, failed: string) =>
  error instanceof ApiError && error.status === 429 ? error.message : failed;
