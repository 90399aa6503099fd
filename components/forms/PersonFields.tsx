import { useTranslations } from 'next-intl';
import { FIELD_LIMITS } from '@/lib/features/leads/shared/fields';
import { InputField, type WiredField } from './InputField';

export type PersonField = 'firstName' | 'lastName' | 'email' | 'company';

/** Who is asking: name, work email and company (the demo request's fields, and the ROI estimate's). */
export function PersonFields({ wired }: { wired: (field: PersonField) => WiredField }) {
  const t = useTranslations('Forms');
  const input = (field: PersonField, type: 'text' | 'email', autoComplete: string) => (
    <InputField {...wired(field)} label={t(`demo.${field}`)} required type={type} autoComplete={autoComplete} maxLength={FIELD_LIMITS[field]} />
  );
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        {input('firstName', 'text', 'given-name')}
        {input('lastName', 'text', 'family-name')}
      </div>
      {input('email', 'email', 'email')}
      {input('company', 'text', 'organization')}
    </>
  );
}
