import { Link } from 'react-router';
import { Mail, MessageCircle, Phone, Send } from 'lucide-react';
import { useSiteInfo } from '@/api/site-info.ts';
import { contactTexts } from '../texts.ts';

function whatsappUrl(number: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}`;
}

function telegramUrl(handle: string): string {
  return /^https?:\/\//.test(handle) ? handle : `https://t.me/${handle.replace(/^@/, '')}`;
}

export default function SupportPage() {
  const { data: site } = useSiteInfo();
  const t = contactTexts.support;
  const contacts = [
    site?.whatsapp && {
      icon: MessageCircle,
      label: t.whatsapp,
      value: site.whatsapp,
      href: whatsappUrl(site.whatsapp),
      external: true,
    },
    site?.telegram && {
      icon: Send,
      label: t.telegram,
      value: site.telegram,
      href: telegramUrl(site.telegram),
      external: true,
    },
    site?.email && {
      icon: Mail,
      label: t.email,
      value: site.email,
      href: `mailto:${site.email}`,
      external: false,
    },
    site?.support_phone && {
      icon: Phone,
      label: t.phone,
      value: site.support_phone,
      href: `tel:${site.support_phone.replace(/[^\d+]/g, '')}`,
      external: false,
    },
  ].filter((c): c is Exclude<typeof c, '' | undefined | null | false> => Boolean(c));

  return (
    <section className="page page--narrow">
      <h1 className="page__title">{t.title}</h1>
      <p className="muted">{t.intro}</p>
      {contacts.length === 0 ? (
        <p className="muted">{t.none}</p>
      ) : (
        <ul className="contact-list">
          {contacts.map((c) => (
            <li key={c.label}>
              <a
                className="contact-card"
                href={c.href}
                {...(c.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                <c.icon className="contact-card__icon" aria-hidden="true" />
                <span>
                  <span className="contact-card__label">{c.label}</span>
                  <span className="contact-card__value">{c.value}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to="/request-call" className="button button--primary">
          {t.requestCall}
        </Link>
      </p>
    </section>
  );
}
