import { describe, expect, it } from 'vitest';
import { readRedirectInput } from './input';
import { graphProblem, normalizeSource, normalizeTarget, type RuleShape } from './rules';

describe('normalizeSource', () => {
  it.each([
    ['/En/Blog/Old-Post/', '/en/blog/old-post'],
    ['  /about//team  ', '/about/team'],
    ['/es/blog/qué-pasó', '/es/blog/qu%c3%a9-pas%c3%b3'],
    ['/es/blog/qu%C3%A9', '/es/blog/qu%c3%a9'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeSource(input)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['', 'required'],
    ['blog/old', 'notPath'],
    ['https://evil.example/x', 'notPath'],
    ['//evil.example/x', 'notPath'],
    ['/blog?x=1', 'notPath'],
    ['/blog#top', 'notPath'],
    ['/a\\b', 'notPath'],
    ['/', 'reserved'],
    ['/en/manage/posts', 'reserved'],
    ['/_next/static/x.js', 'reserved'],
    ['/api/health', 'reserved'],
    ['/blog/../manage', 'invalid'],
    ['/bad%zz', 'invalid'],
    ['/<script>', 'invalid'],
    ['/a\u0000b', 'invalid'],
    [`/${'a'.repeat(600)}`, 'tooLong'],
  ])('refuses %j (%s)', (input, problem) => {
    expect(normalizeSource(input)).toEqual({ ok: false, problem });
  });
});

describe('normalizeTarget', () => {
  it('takes a site path with its query, or an https URL', () => {
    expect(normalizeTarget('/en/blog/new?utm_source=x')).toEqual({ ok: true, value: '/en/blog/new?utm_source=x' });
    expect(normalizeTarget('https://docs.otailo.com/start')).toEqual({ ok: true, value: 'https://docs.otailo.com/start' });
    expect(normalizeTarget('/old page')).toEqual({ ok: true, value: '/old%20page' });
  });

  it.each([
    ['', 'required'],
    ['http://example.com/', 'notTarget'],
    ['javascript:alert(1)', 'notTarget'],
    ['https://user:pw@example.com/', 'notTarget'],
    ['//example.com/x', 'notTarget'],
    ['https://localhost/x', 'notTarget'],
    ['/a<b', 'invalid'],
  ])('refuses %j (%s)', (input, problem) => {
    expect(normalizeTarget(input)).toEqual({ ok: false, problem });
  });
});

describe('readRedirectInput', () => {
  it('ignores the target of a 410 and names each wrong field', () => {
    expect(readRedirectInput({ source: '/old', target: 'whatever', status: '410' })).toEqual({ ok: true, rule: { source: '/old', target: null, status: 410 } });
    expect(readRedirectInput({ source: 'old', target: '', status: '307' })).toEqual({ ok: false, errors: { source: 'source.notPath', status: 'status.invalid', target: 'target.required' } });
    expect(readRedirectInput({ source: '/old', target: '', status: '301' })).toEqual({ ok: false, errors: { target: 'target.required' } });
  });
});

describe('graphProblem', () => {
  const rule = (source: string, target: string | null, status: RuleShape['status'] = 301): RuleShape => ({ source, target, status });
  const table = [rule('/a', '/b'), rule('/c', 'https://example.com/'), rule('/gone', null, 410)];

  it('refuses a loop, a second hop either way, and accepts one hop', () => {
    expect(graphProblem(rule('/x', '/X/'), [])).toBe('loop');
    expect(graphProblem(rule('/x', '/x?y=1'), [])).toBe('loop');
    expect(graphProblem(rule('/b', '/a'), table)).toBe('chain');
    expect(graphProblem(rule('/x', '/a'), table)).toBe('chain');
    expect(graphProblem(rule('/b', '/d'), table)).toBe('pointedAt');
    expect(graphProblem(rule('/x', '/gone'), table)).toBe('chain');
    expect(graphProblem(rule('/x', '/d'), table)).toBeNull();
    expect(graphProblem(rule('/x', null, 410), table)).toBeNull();
  });
});
