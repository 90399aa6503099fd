import { describe, expect, it } from 'vitest';
import enCopy from '@/lib/features/content/copy/en.json';
import esCopy from '@/lib/features/content/copy/es.json';
import { mergeMessages } from '@/lib/infra/i18n/merge-messages';
import enMessages from '@/messages/en.json';
import esMessages from '@/messages/es.json';

// Every text a visitor reads: the UI messages and the pages' copy (disjoint key sets).
const en = mergeMessages(enMessages, enCopy);
const es = mergeMessages(esMessages, esCopy);

/** Spec §1: every marketing claim appears at least once in each language. */
const claims: [string, RegExp][] = [
  ['cut ineligible returns by 80%', /80%/],
  ['recover +20% margin', /\+20%/],
  ['processing time down 35%', /35%/],
  ['processing errors down 42%', /42%/],
  ['training time down 50%', /50%/],
  ['recovery value up 15-25%', /15-25%/],
  ['exchange rate up 15-20%', /15-20%/],
  ['support inquiries down up to 40%', /40%/],
  ['warranty processing time down up to 60%', /60%/],
  ['recall manual processing down up to 70%', /70%/],
  ['sizing returns down 20-30%', /20-30%/],
  ['a case study with a 22% return-rate reduction', /22%/],
  ['return rate from 25% in January to 19% in June', /25%[^"]*19%/],
];

describe.each([
  ['en', en],
  ['es', es],
] as const)('marketing claims in %s', (_, messages) => {
  const text = JSON.stringify({ Home: messages.Home, Solutions: messages.Solutions, Pages: messages.Pages });
  it.each(claims)('%s', (_, figure) => {
    expect(text).toMatch(figure);
  });
});
