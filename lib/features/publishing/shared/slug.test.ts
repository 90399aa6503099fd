import { describe, expect, it } from 'vitest';
import { isValidSlug, slugify } from './slug';

describe('slugify', () => {
  it.each([
    ['Guía rápida', 'guia-rapida'],
    ['  Returns 101: The Basics  ', 'returns-101-the-basics'],
    ['Photo-first returns', 'photo-first-returns'],
    ['Niño & Señora — ¿Qué tal?', 'nino-senora-que-tal'],
    ['Multiple   spaces\tand\ttabs', 'multiple-spaces-and-tabs'],
    ['---dashes---everywhere---', 'dashes-everywhere'],
    ['snake_case_title', 'snake-case-title'],
    ['Crème brûlée Ünïcödé', 'creme-brulee-unicode'],
    ['数字 only', 'only'],
    ['', ''],
  ])('%j → %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('is idempotent, so normalising an edited slug keeps it stable', () => {
    for (const text of ['Guía rápida', 'a--b', 'Already-a-slug']) expect(slugify(slugify(text))).toBe(slugify(text));
  });
});

describe('isValidSlug', () => {
  it('accepts stored slugs only', () => {
    expect(isValidSlug('guia-rapida')).toBe(true);
    expect(isValidSlug('2026-returns')).toBe(true);
    for (const bad of ['', 'Upper', 'trailing-', '-leading', 'a--b', 'spa ce', 'x'.repeat(201), 'ñ']) {
      expect(isValidSlug(bad), bad).toBe(false);
    }
  });
});
