import { expect, SAMPLE_CARD, test } from './support/fixtures';
import { Site } from './support/site';

test('about: back link, mission, platform, four values and a way to contact the team', async ({ page }) => {
  const site = new Site(page);
  await site.visit('/en/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Otailo');
  await expect(page.getByRole('img', { name: /Returned parcels travelling in a loop/ })).toBeVisible();
  for (const heading of ['Give every returned product its best next life', 'One flow from the first click to the final shelf']) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  const values = page.locator('section', { has: page.getByRole('heading', { name: 'How we work' }) }).getByRole('heading', { level: 3 });
  await expect(values).toHaveText(['Innovation', 'Transparency', 'Sustainability', 'Partnership']);
  await site.main.getByRole('link', { name: 'Contact our team' }).click();
  await expect(page).toHaveURL(/\/en\/contact$/);
  await site.visit('/es/sobre-nosotros');
  await site.main.getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page).toHaveURL(/\/es$/);
});

test('careers: values, perks and three openings that expand, each with Apply Now to its application form', async ({ page }) => {
  const site = new Site(page);
  await site.visit('/en/careers');
  const section = (name: string) => page.locator('section', { has: page.getByRole('heading', { level: 2, name }) });
  await expect(section('Our values').getByRole('heading', { level: 3 })).toHaveText([
    'Innovation',
    'Sustainability',
    'Customer Focus',
    'Inclusivity',
  ]);
  await expect(section('Perks').getByRole('heading', { level: 3 })).toHaveText([
    'Competitive Salary',
    'Remote-First Culture',
    'Flexible Hours',
    'Learning Stipend',
  ]);
  // The spec's three openings come first (posting order); e2e/openings.spec.ts may add one after them meanwhile.
  const openings = page.locator('details');
  await expect(openings.nth(2)).toBeVisible();
  const expected = [
    ['Sales Development Representative', 'Remote (US)', 'Sales'],
    ['Customer Success Manager', 'Remote', 'Customer Success'],
    ['Front-End Developer (Vue.js)', 'Remote', 'Engineering'],
  ];
  for (const [index, [title, location, team]] of expected.entries()) {
    const opening = openings.nth(index);
    await expect(opening.getByRole('heading', { level: 3 })).toHaveText(title!);
    await expect(opening.locator('summary')).toContainText(location!);
    await expect(opening.locator('summary')).toContainText(team!);
    const apply = opening.getByRole('link', { name: 'Apply Now' });
    await expect(apply).toBeHidden();
    await opening.locator('summary').click();
    await expect(opening.getByRole('heading', { level: 4, name: 'What you will do' })).toBeVisible();
    await expect(opening.getByRole('heading', { level: 4, name: 'What you bring' })).toBeVisible();
    // Apply Now leads to the opening's own application form (issue 55), no longer a mailto.
    await expect(apply).toHaveAttribute('href', /^\/en\/careers\/[a-z0-9-]+\/apply$/);
    await opening.locator('summary').click();
    await expect(apply).toBeHidden();
  }
  // Keyboard: a summary is a button-like control.
  await openings.first().locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(openings.first()).toHaveAttribute('open', '');

  const jobs = (await page.locator('script[type="application/ld+json"]').allTextContents())
    .map((text) => JSON.parse(text))
    .flat()
    .filter((item) => item['@type'] === 'JobPosting');
  expect(jobs.map((job) => job.title).slice(0, 3)).toEqual(expected.map(([title]) => title));
  expect(jobs[0]).toMatchObject({ jobLocationType: 'TELECOMMUTE', employmentType: 'FULL_TIME' });
  await site.main.getByRole('link', { name: 'Contact Us' }).click();
  await expect(page).toHaveURL(/\/en\/contact$/);
});

test('integrations: 19 partners in 4 groups, each with its mark and a Live badge', async ({ page }) => {
  const site = new Site(page);
  for (const [path, title, groups, live, partner] of [
    ['/en/integrations', 'Powerful Integrations', ['E-commerce Platforms', 'Shipping & Logistics', 'Order Management Systems', 'Fraud Detection Systems'], 'Live', 'Become a Partner'],
    ['/es/integraciones', 'Integraciones Poderosas', ['Plataformas de comercio electrónico', 'Envíos y logística', 'Sistemas de gestión de pedidos', 'Sistemas de detección de fraude'], 'Activa', 'Hazte socio'],
  ] as const) {
    await site.visit(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(site.main.locator('section[data-group] > h2')).toHaveText([...groups]);
    const cards = site.main.locator(`section[data-group] ${SAMPLE_CARD}`);
    await expect(cards).toHaveCount(19);
    const counts = await site.main.locator('section[data-group]').evaluateAll((nodes, card) => nodes.map((n) => n.querySelectorAll(card).length), SAMPLE_CARD);
    expect(counts).toEqual([5, 11, 2, 1]);
    await expect(cards.getByText(live, { exact: true })).toHaveCount(19);
    await expect(cards.locator('svg path')).toHaveCount(7); // Shopify, SAP ×2, FedEx, UPS, DHL, USPS
    await expect(cards.filter({ hasText: 'Canada Post' }).locator('[data-mark]')).toHaveText('Canada Post');
    await expect(site.main.getByRole('link', { name: partner })).toHaveAttribute('href', path.startsWith('/es') ? '/es/contacto' : '/en/contact');
  }
});

test('policies carry their dates, formatted per language, and their sections', async ({ page }) => {
  const site = new Site(page);
  const cases = [
    ['/en/privacy-policy', 'Effective March 1, 2020'],
    ['/es/politica-de-privacidad', 'Vigente desde el 1 de marzo de 2020'],
    ['/en/cookie-policy', 'Last updated March 1, 2024'],
    ['/es/politica-de-cookies', 'Última actualización: 1 de marzo de 2024'],
    ['/en/privacy-notice', 'Effective April 13, 2025'],
    ['/es/aviso-de-privacidad', 'Vigente desde el 13 de abril de 2025'],
  ];
  for (const [path, date] of cases) {
    await site.visit(path!);
    await expect(site.main.locator('time')).toHaveText(date!);
  }
  await site.visit('/en/privacy-notice');
  await expect(site.main.locator('section[id] > h2')).toHaveCount(13);
  await expect(site.main.getByText(/under 16/).first()).toBeVisible();
  await site.visit('/en/cookie-policy');
  for (const category of ['Essential', 'Analytics', 'Advertising', 'Preference']) {
    await expect(site.main.locator('section[id] > h2', { hasText: category }).first()).toBeVisible();
  }
  await expect(site.main.getByRole('table').getByRole('rowheader')).toContainText(['otailo_locale', 'otailo_cookie_consent']);
  expect(await page.content()).not.toContain('{email}');
  await expect(site.main.getByText('hello@otailo.com').first()).toBeVisible();
});

test('no page loads anything from another host', async ({ page, baseURL }) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== baseURL) foreign.push(request.url());
  });
  const site = new Site(page);
  for (const path of ['/en', '/es/sobre-nosotros', '/en/careers', '/es/integraciones', '/en/solutions-analytics', '/es/soluciones/analitica-de-tallas', '/en/cookie-policy']) {
    await site.visit(path);
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(200);
  }
  expect(foreign).toEqual([]);
});
