import { Icon, type IconName } from '@/components/ui/icons';
import { siteContact } from '@/lib/features/site-settings';
import { telHref } from '@/lib/infra/util/phone';

function ContactCard({ icon, title, text, href, value }: { icon: IconName; title: string; text: string; href: string; value: string }) {
  return (
    <div className="flex gap-4 rounded-card border border-ink-100 bg-white p-6 shadow-card">
      <span aria-hidden="true" className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Icon name={icon} className="size-6" />
      </span>
      <div>
        <h2 className="text-lg font-bold text-ink-950">{title}</h2>
        <p className="mt-1 text-sm text-ink-600">{text}</p>
        <a href={href} className="mt-2 inline-block font-semibold text-brand-800 underline-offset-4 hover:underline">
          {value}
        </a>
      </div>
    </div>
  );
}

/** The site's phone and email (site settings, published), each as a card under its title and line. */
export async function ContactCards({ call, email }: { call: { title: string; text: string }; email: { title: string; text: string } }) {
  const contact = await siteContact();
  return (
    <>
      <ContactCard icon="phone" title={call.title} text={call.text} href={telHref(contact.phone)} value={contact.phone} />
      <ContactCard icon="mail" title={email.title} text={email.text} href={`mailto:${contact.email}`} value={contact.email} />
    </>
  );
}
