import { Building2, Check, House } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { PublicLayout } from '../../components/layout/public-layout';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';

export interface ChoiceOption {
  value: 'residential' | 'business';
  title: string;
  items: string[];
  to: string;
}

/** Pick one of two cards (native radios, styled), then Continue. Cancel and Go Back return home. */
export function ChoicePage({ title, subtitle, options }: { title: string; subtitle: string; options: ChoiceOption[] }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [selected, setSelected] = useState<ChoiceOption | null>(null);
  return (
    <PublicLayout>
      <div className="mx-auto max-w-3xl">
        <Button variant="ghost" className="mb-4 -ml-2" onClick={() => navigate('/')}>
          <span aria-hidden="true">←</span> {t('common.goBack')}
        </Button>
        <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
        <p className="mt-1 text-slate-700">{subtitle}</p>
        <fieldset className="mt-6 grid gap-4 sm:grid-cols-2">
          <legend className="sr-only">{title}</legend>
          {options.map((option) => {
            const isSelected = selected?.value === option.value;
            const Icon = option.value === 'business' ? Building2 : House;
            return (
              <label
                key={option.value}
                className={cn(
                  'relative flex cursor-pointer flex-col gap-3 rounded-xl border-2 bg-white p-5 shadow-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700',
                  isSelected ? 'border-brand-700 bg-brand-50' : 'border-slate-200 hover:border-slate-400',
                )}
              >
                <input
                  type="radio"
                  name="choice"
                  value={option.value}
                  checked={isSelected}
                  onChange={() => setSelected(option)}
                  className="sr-only"
                />
                <span className="flex items-center gap-3">
                  <Icon aria-hidden="true" className="h-8 w-8 text-brand-700" />
                  <span className="text-lg font-semibold">{option.title}</span>
                  {isSelected && (
                    <span className="ml-auto flex items-center gap-1 text-sm font-medium text-brand-800">
                      <Check aria-hidden="true" className="h-4 w-4" />
                      {t('choice.selected')}
                    </span>
                  )}
                </span>
                <ul className="grid list-disc gap-1 pl-5 text-sm text-slate-700">
                  {option.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </label>
            );
          })}
        </fieldset>
        <div className="mt-6 flex flex-wrap gap-3">
          <Button disabled={!selected} onClick={() => selected && navigate(selected.to)}>
            {t('common.continue')}
          </Button>
          <Button variant="secondary" onClick={() => navigate('/')}>
            {t('common.cancel')}
          </Button>
        </div>
      </div>
    </PublicLayout>
  );
}
