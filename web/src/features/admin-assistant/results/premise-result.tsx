import type { AccountPremiseIssues } from '@protea/shared/schemas/assistant';
import { useTranslation } from 'react-i18next';
import { CaseButton } from './case-button';
import { LinkedText } from './linked-text';
import { subheadingClass, TextSections } from './result-parts';

export function PremiseResult({ issues }: { issues: AccountPremiseIssues }) {
  const { t } = useTranslation();
  const k = (key: string) => t(`admin.assistant.results.premise.${key}`);
  return (
    <div className="grid gap-6">
      <TextSections
        summary={issues.summary}
        issues={issues.potentialIssues}
        issuesTitle={k('potentialIssues')}
        recommendations={issues.recommendations}
      />
      <section className="grid gap-2">
        <h4 className={subheadingClass}>{k('findings')}</h4>
        {issues.findings.length === 0 ? (
          <p className="text-slate-700">{k('noFindings')}</p>
        ) : (
          <ul className="grid gap-2">
            {issues.findings.map((finding) => (
              <li
                key={`${finding.code}-${finding.detail}`}
                className="rounded-lg border border-amber-300 bg-amber-50 p-3"
              >
                <p className="text-slate-900">
                  <LinkedText text={finding.detail} />
                </p>
                {finding.cases.length > 0 && (
                  <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
                    <span>{k('related')}:</span>
                    {finding.cases.map((target) => (
                      <CaseButton key={target.reference} target={target} />
                    ))}
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
