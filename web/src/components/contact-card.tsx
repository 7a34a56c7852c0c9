import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../lib/site-config';
import { Card } from './ui/card';

export function ContactCard() {
  const { t } = useTranslation();
  const { data } = useSiteConfig();
  const contact = data?.contact;
  const rows = [
    {
      icon: Phone,
      label: t('landing.contact.phone'),
      value: contact?.phone,
      href: contact && `tel:${contact.phone.replace(/\s+/g, '')}`,
    },
    {
      icon: Mail,
      label: t('landing.contact.email'),
      value: contact?.email,
      href: contact && `mailto:${contact.email}`,
    },
    { icon: MapPin, label: t('landing.contact.address'), value: contact?.address },
    { icon: Clock, label: t('landing.contact.hours'), value: t('landing.contact.hoursValue') },
  ];
  return (
    <Card id="contact" aria-labelledby="contact-title">
      <h2 id="contact-title" className="mb-4 text-lg font-semibold">
        {t('landing.contact.title')}
      </h2>
      <dl className="grid gap-4 text-sm">
        {rows.map(({ icon: Icon, label, value, href }) => (
          <div key={label}>
            <dt className="flex items-center gap-3 font-medium text-slate-600">
              <Icon aria-hidden="true" className="h-5 w-5 shrink-0 text-brand-700" />
              {label}
            </dt>
            <dd className="pl-8 text-slate-900 wrap-anywhere">
              {href ? (
                <a href={href} className="text-brand-700 underline-offset-2 hover:underline">
                  {value}
                </a>
              ) : (
                (value ?? '…')
              )}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
