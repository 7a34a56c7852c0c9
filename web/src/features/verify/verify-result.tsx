import type { VerifiedDocument } from '@protea/shared/schemas/verified-document';
import { CircleAlert, type LucideIcon, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Card } from '../../components/ui/card';
import { formatDateTime } from '../../lib/format-date';
import { CODE_EXAMPLE } from './code-example';

interface VerdictLook {
  card: string;
  heading: string;
  icon: LucideIcon;
  iconClass: string;
}

const VERDICTS = {
  genuine: {
    card: 'border-2 border-brand-700',
    heading: 'text-brand-900',
    icon: ShieldCheck,
    iconClass: 'h-7 w-7 shrink-0 text-brand-700',
  },
  unknown: {
    card: 'border-2 border-red-700',
    heading: 'text-red-800',
    icon: CircleAlert,
    iconClass: 'h-7 w-7 shrink-0',
  },
} satisfies Record<string, VerdictLook>;

interface VerdictProps {
  verdict: keyof typeof VERDICTS;
  title: string;
  text: string;
  children: ReactNode;
}

/** What the check found, in its colour and with its icon: the title, the first words, then the rest. */
function Verdict({ verdict, title, text, children }: VerdictProps) {
  const { card, heading, icon: Icon, iconClass } = VERDICTS[verdict];
  return (
    <Card className={card}>
      <h2 className={`flex items-center gap-2 text-xl font-bold ${heading}`}>
        <Icon aria-hidden="true" className={iconClass} />
        {title}
      </h2>
      <p className="mt-2 text-slate-700">{text}</p>
      {children}
    </Card>
  );
}

/** The document the code was printed on, as we issued it, and how to compare it with the copy in hand. */
export function GenuineDocument({ document }: { document: VerifiedDocument }) {
  const { t, i18n } = useTranslation();
  const issuedAt = formatDateTime(document.issuedAt, { na: '—', invalid: document.issuedAt });
  const statusKey = `verify.statuses.${document.statusAtIssue}`;
  const rows: Array<[string, string, string?]> = [
    [t('verify.genuine.kind'), t(`verify.kinds.${document.kind}`)],
    [t('verify.genuine.reference'), document.reference],
    [t('verify.genuine.issuedAt'), t('verify.genuine.issuedAtValue', { at: issuedAt })],
    [t('verify.genuine.status'), i18n.exists(statusKey) ? t(statusKey) : document.statusAtIssue],
    [t('verify.genuine.sha256'), document.sha256, 'break-all font-mono text-sm'],
  ];
  return (
    <Verdict verdict="genuine" title={t('verify.genuine.title')} text={t('verify.genuine.text')}>
      <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr] sm:items-baseline">
        {rows.map(([label, value, valueClass]) => (
          <div key={label} className="grid gap-0.5 sm:contents">
            <dt className="text-sm font-semibold text-slate-700">{label}</dt>
            <dd className={valueClass ?? 'text-slate-900'}>{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-6 font-semibold text-slate-900">{t('verify.genuine.compareTitle')}</h3>
      <p className="mt-1 text-slate-700">{t('verify.genuine.compareSimple')}</p>
      <p className="mt-2 text-slate-700">{t('verify.genuine.compareHash')}</p>
      <ul className="mt-2 grid gap-1 text-sm text-slate-700">
        <li>
          {t('verify.genuine.commandLinux')}{' '}
          <code className="rounded bg-slate-100 px-1.5 py-0.5">sha256sum file.pdf</code>
        </li>
        <li>
          {t('verify.genuine.commandWindows')}{' '}
          <code className="rounded bg-slate-100 px-1.5 py-0.5">certutil -hashfile file.pdf SHA256</code>
        </li>
      </ul>
      <p className="mt-4 text-sm text-slate-600">{t('verify.genuine.privacy')}</p>
    </Verdict>
  );
}

/** No document of ours carries this code: how to check the typing, and what to do otherwise. */
export function UnknownCode() {
  const { t } = useTranslation();
  return (
    <Verdict
      verdict="unknown"
      title={t('verify.notFound.title')}
      text={t('verify.notFound.text', { example: CODE_EXAMPLE })}
    >
      <p className="mt-2 text-slate-700">{t('verify.notFound.advice')}</p>
      <Link href="/contact" className="mt-3 inline-block font-semibold text-brand-800 underline">
        {t('verify.notFound.contact')}
      </Link>
    </Verdict>
  );
}
