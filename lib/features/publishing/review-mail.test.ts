import { describe, expect, it } from 'vitest';
import { reviewMail } from './review-mail';

const base = { eventId: 7, kind: 'opening', title: 'Analista de datos', language: 'es', actor: 'ana@otailo.test', note: null, recipient: { id: 3, email: 'editor@otailo.test' }, link: 'https://otailo.test/es/manage/openings/5' } as const;

describe('the review mails', () => {
  it('speak Spanish to a Spanish admin, naming what, who and where', () => {
    const mail = reviewMail({ ...base, event: 'submitted', locale: 'es' });
    expect(mail).toMatchObject({ dedupeKey: 'review:7:3', audience: 'team', locale: 'es', to: 'editor@otailo.test', subject: 'Para revisar: «Analista de datos»' });
    expect(mail.text).toContain('ana@otailo.test envió a revisión «Analista de datos» (oferta de empleo, en español).');
    expect(mail.text).toContain(base.link);
  });

  it('carry the reviewer’s note when sent back, in either language', () => {
    expect(reviewMail({ ...base, event: 'sent-back', note: 'Falta el salario.', locale: 'es' }).text).toContain('con esta nota:\n\nFalta el salario.\n');
    expect(reviewMail({ ...base, event: 'sent-back', note: 'Add the salary.', locale: 'en', language: 'en' }).text).toContain('sent your job opening “Analista de datos” (English) back to you with this note:\n\nAdd the salary.\n');
  });

  it('keep one dedupe key per move and recipient', () => {
    expect(reviewMail({ ...base, event: 'published', locale: 'en' }).dedupeKey).toBe('review:7:3');
    expect(reviewMail({ ...base, event: 'published', locale: 'en', recipient: { id: 4, email: 'b@otailo.test' } }).dedupeKey).toBe('review:7:4');
  });
});
