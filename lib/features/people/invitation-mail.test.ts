import { describe, expect, it } from 'vitest';
import { invitationMail } from './invitation-mail';

describe('an invitation', () => {
  it('is in the language the admin used, names the role and carries the one-time link', () => {
    const mail = invitationMail({ inviteKey: '7', to: 'nuevo@otailo.test', role: 'editor', link: 'https://otailo.test/es/manage/join?token=abc', locale: 'es', days: 7 });
    expect(mail).toMatchObject({ dedupeKey: 'invite:7', audience: 'team', locale: 'es', subject: 'Tienes una invitación a la administración del sitio de Otailo' });
    expect(mail.text).toContain('como editor/a');
    expect(mail.text).toContain('https://otailo.test/es/manage/join?token=abc');
    expect(mail.text).toContain('7 días');
    expect(invitationMail({ inviteKey: '8', to: 'a@otailo.test', role: 'author', link: 'x', locale: 'en', days: 7 }).subject).toBe('You are invited to the Otailo website admin');
  });
});
