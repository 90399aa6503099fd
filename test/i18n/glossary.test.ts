import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import enCopy from '@/lib/features/content/copy/en.json';
import esCopy from '@/lib/features/content/copy/es.json';
import { mergeMessages } from '@/lib/infra/i18n/merge-messages';
import enMessages from '@/messages/en.json';
import esMessages from '@/messages/es.json';

// Every text a visitor reads: the UI messages and the pages' copy (disjoint key sets).
const en = mergeMessages(enMessages, enCopy);
const es = mergeMessages(esMessages, esCopy);
import { FORBIDDEN_SPANISH, GLOSSARY } from '@/lib/infra/i18n/glossary';

/** Every text of a catalogue by its key path. */
function texts(catalogue: unknown, path = ''): [string, string][] {
  // Citations (sources, article titles, URLs) keep their own language; page keys are not text.
  if (typeof catalogue === 'string') return /\.(url|source|articleTitle)$/.test(path) || /^[a-z]+[A-Z]\w*$/.test(catalogue) ? [] : [[path, catalogue]];
  if (catalogue && typeof catalogue === 'object') return Object.entries(catalogue).flatMap(([key, value]) => texts(value, `${path}.${key}`));
  return [];
}
const english = new Map(texts(en));
const spanish = new Map(texts(es));
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('the glossary', () => {
  it('is kept: wherever an English message uses a term, its Spanish message uses the chosen word', () => {
    const misses: string[] = [];
    for (const term of GLOSSARY.filter((entry) => entry.stem)) {
      const used = new RegExp(`\\b${escape(term.en)}(?:s|es)?\\b`, term.name ? '' : 'i');
      for (const [key, text] of english) {
        if (used.test(text) && !spanish.get(key)?.toLowerCase().includes(term.stem!.toLowerCase())) misses.push(`${key}: “${term.en}” → “${term.es}”: ${spanish.get(key)}`);
      }
    }
    expect(misses).toEqual([]);
  });

  it('has no forbidden variant left in the Spanish catalogue', () => {
    const found = [...spanish].flatMap(([key, text]) =>
      FORBIDDEN_SPANISH.filter(({ text: variant }) => new RegExp(`\\b${escape(variant)}`).test(text)).map(({ text: variant, why }) => `${key}: “${variant}” (${why})`),
    );
    expect(found).toEqual([]);
  });

  it('is the table writers read in docs/glossary.md', () => {
    const doc = readFileSync('docs/glossary.md', 'utf8');
    for (const term of GLOSSARY) expect(doc, term.en).toContain(`| ${term.en} | ${term.es} |`);
  });

  it('would catch a term translated another way', () => {
    const partner = GLOSSARY.find((term) => term.en === 'partner')!;
    expect('Hazte partner'.toLowerCase().includes(partner.stem!)).toBe(false);
  });
});
