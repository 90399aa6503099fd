import { describe, expect, it } from 'vitest';
import { blogPosting, jobPosting, organization } from './json-ld';

const site = 'https://otailo.example';
const post = {
  title: 'Photo-first returns',
  excerpt: 'Why a photo comes first.',
  image: '/images/blog/photo.jpg',
  date: '2026-03-01',
  createdAt: '2026-03-01T09:00:00.000Z',
  updatedAt: '2026-03-04T12:30:00.000Z',
  author: 'Otailo Team',
  language: 'en',
  category: 'Returns',
};
const url = `${site}/en/blog/photo-first-returns`;
const spanish = { url: `${site}/es/blog/devoluciones-con-fotos-primero`, title: 'Devoluciones con fotos primero', language: 'es' };

describe('a post’s BlogPosting', () => {
  it('states its language, its dates from the data and its images', () => {
    const card = `${url}/social.png?v=1`;
    expect(blogPosting({ post, url, siteUrl: site, card })).toMatchObject({
      inLanguage: 'en',
      datePublished: '2026-03-01T00:00:00Z',
      dateModified: '2026-03-04T12:30:00.000Z',
      image: [`${site}/images/blog/photo.jpg`, card],
      mainEntityOfPage: { '@id': url },
    });
    expect(blogPosting({ post: { ...post, image: '' }, url, siteUrl: site }).image).toEqual([`${site}/og/otailo.png`]);
  });

  it('names the original as translated by the later post, and the later one as its translation', () => {
    const original = blogPosting({ post, url, siteUrl: site, translation: { ...spanish, date: '2026-03-01', createdAt: '2026-03-02T09:00:00.000Z' } });
    expect(original.workTranslation).toEqual({ '@type': 'BlogPosting', '@id': spanish.url, url: spanish.url, headline: spanish.title, inLanguage: 'es' });
    expect(original).not.toHaveProperty('translationOfWork');

    const translated = blogPosting({ post, url, siteUrl: site, translation: { ...spanish, date: '2026-03-01', createdAt: '2026-02-01T09:00:00.000Z' } });
    expect(translated.translationOfWork).toMatchObject({ '@id': spanish.url, inLanguage: 'es' });
    expect(translated).not.toHaveProperty('workTranslation');
    // Published earlier wins over written earlier.
    const publishedLater = blogPosting({ post, url, siteUrl: site, translation: { ...spanish, date: '2026-02-20', createdAt: '2026-03-02T09:00:00.000Z' } });
    expect(publishedLater).toHaveProperty('translationOfWork');
  });

  it('names a pair seeded together one way only: the English post as the original', () => {
    const same = { date: post.date, createdAt: post.createdAt };
    const english = blogPosting({ post, url, siteUrl: site, translation: { ...spanish, ...same } });
    const spanishPost = blogPosting({ post: { ...post, language: 'es' }, url: spanish.url, siteUrl: site, translation: { url, title: post.title, language: 'en', ...same } });
    expect(english).toHaveProperty('workTranslation');
    expect(spanishPost).toHaveProperty('translationOfWork');
    expect(spanishPost).not.toHaveProperty('workTranslation');
  });

  it('names no translation when there is none', () => {
    const alone = blogPosting({ post, url, siteUrl: site, translation: null });
    expect(alone).not.toHaveProperty('workTranslation');
    expect(alone).not.toHaveProperty('translationOfWork');
  });
});

describe('the Organization', () => {
  it('publishes a telephone only when a real one is configured', () => {
    const base = { siteUrl: site, email: 'hello@otailo.com', sameAs: ['https://www.linkedin.com/company/otailo'] };
    expect(organization(base).contactPoint).toEqual([{ '@type': 'ContactPoint', contactType: 'sales', email: 'hello@otailo.com' }]);
    expect(organization({ ...base, telephone: '+1 (555) 010-0199' }).contactPoint).toEqual(organization(base).contactPoint);
    expect(organization({ ...base, telephone: '+34 910 123 456' }).contactPoint).toEqual([
      { '@type': 'ContactPoint', contactType: 'sales', email: 'hello@otailo.com', telephone: '+34 910 123 456' },
    ]);
  });
});

describe('an opening’s JobPosting', () => {
  const job = {
    id: 'returns-analyst',
    title: 'Returns Analyst',
    summary: 'Turn returns <data> into decisions.',
    responsibilities: ['Reports'],
    requirements: ['SQL'],
    benefits: [],
    datePosted: '2026-11-01',
    validThrough: '2026-12-31T23:59:00.000Z',
    employmentType: 'PART_TIME',
    location: 'Remote (EU)',
    countries: ['ES', 'PT'],
    siteUrl: site,
    url: `${site}/en/careers/returns-analyst`,
  };

  it('is TELECOMMUTE for a remote role, with the countries applicants may live in, and escapes its description', () => {
    const data = jobPosting({ ...job, remote: true, directApply: false });
    expect(data).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: [{ '@type': 'Country', name: 'ES' }, { '@type': 'Country', name: 'PT' }],
      employmentType: 'PART_TIME',
      datePosted: '2026-11-01',
      validThrough: '2026-12-31T23:59:00.000Z',
      hiringOrganization: { '@type': 'Organization', name: 'Otailo', sameAs: site },
      directApply: false,
    });
    expect(data.jobLocation).toBeUndefined();
    expect(data.description).toBe('<p>Turn returns &lt;data&gt; into decisions.</p><ul><li>Reports</li></ul><ul><li>SQL</li></ul>');
  });

  it('says the application is made on the site when the opening has its form here', () => {
    expect(jobPosting({ ...job, remote: true, directApply: true }).directApply).toBe(true);
  });

  it('names its place for a role in a region', () => {
    const data = jobPosting({ ...job, remote: false, location: 'Madrid', countries: ['ES'], directApply: true });
    expect(data.jobLocationType).toBeUndefined();
    expect(data.jobLocation).toEqual({ '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Madrid', addressCountry: 'ES' } });
  });
});
