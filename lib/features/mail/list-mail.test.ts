import { describe, expect, it } from 'vitest';
import { listUnsubscribeHeaders } from './list-mail';
import { extraHeaders } from './outbox';

describe("a mailing list's headers", () => {
  it('are RFC 8058 headers the outbox keeps: the one-click address, then the mailto', () => {
    const headers = listUnsubscribeHeaders('https://otailo.test/api/newsletter/unsubscribe?token=U', 'unsubscribe@otailo.test');
    expect(headers).toEqual({
      'List-Unsubscribe': '<https://otailo.test/api/newsletter/unsubscribe?token=U>, <mailto:unsubscribe@otailo.test?subject=unsubscribe>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(extraHeaders(headers)).toEqual(headers);
    expect(listUnsubscribeHeaders('https://otailo.test/u')).toEqual({ 'List-Unsubscribe': '<https://otailo.test/u>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
  });
});
