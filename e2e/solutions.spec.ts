import { expect, test } from './support/fixtures';
import { Site } from './support/site';
import { LOCALES, localizedPath } from './support/routes';
import { pages, solutionPageKeys } from '../lib/infra/routing/pages';

for (const locale of LOCALES) {
  for (const key of solutionPageKeys) {
    test(`${locale}${pages[key].path}: template sections, ${key === 'solutionsTradeIns' ? 5 : 4} steps, demo button`, async ({ page }) => {
      const site = new Site(page);
      await site.visit(localizedPath(locale, key));
      await expect(site.main.getByRole('link', { name: locale === 'en' ? 'Back to home' : 'Volver al inicio' })).toHaveAttribute('href', `/${locale}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      const featuresTitle = locale === 'en' ? 'What you get' : 'Qué incluye';
      const stepsTitle = locale === 'en' ? 'How it works' : 'Cómo funciona';
      const benefitsTitle = locale === 'en' ? 'What it is built to achieve' : 'Lo que está diseñado para conseguir';
      const section = (name: string) => page.locator('section', { has: page.getByRole('heading', { level: 2, name, exact: true }) });
      await expect(section(featuresTitle).getByRole('heading', { level: 3 })).toHaveCount(4);
      await expect(section(benefitsTitle).locator('dt')).toHaveCount(3);
      await expect(section(stepsTitle).locator('ol > li')).toHaveCount(key === 'solutionsTradeIns' ? 5 : 4);
      await site.main.getByRole('link', { name: locale === 'en' ? 'Request a demo' : 'Solicitar una demo' }).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
    });
  }
}

test('returns: the phone mock-up at step 2 of 4 with its three angles', async ({ page }) => {
  await new Site(page).visit('/en/solutions-returns');
  const mockup = page.getByRole('img', { name: /step 2 of 4/ });
  await expect(mockup).toContainText('Step 2 of 4');
  for (const angle of ['Right Side', 'Right Sole', 'Left Sole']) await expect(mockup).toContainText(angle);
});

test('recalls: serial number entry, QR scan and recent recalls', async ({ page }) => {
  await new Site(page).visit('/en/solutions-recalls');
  const mockup = page.getByRole('img', { name: /recall check/ });
  for (const text of ['Serial number', 'Scan QR code', 'Recent recalls']) await expect(mockup).toContainText(text);
});

test('warranty: the six issue types, description, photo upload and an inert Submit Claim', async ({ page }) => {
  await new Site(page).visit('/en/solutions-warranty');
  const mockup = page.getByRole('img', { name: /warranty claim/ });
  const issues = await mockup.locator('[data-issue]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-issue')));
  expect(issues).toEqual(['not_powering_on', 'display_issues', 'battery_problems', 'strap_broken', 'charging_issue', 'other']);
  await expect(mockup).toContainText('Submit Claim');
  await expect(mockup.locator('button, input, textarea, select, a')).toHaveCount(0);
});

test('trade-ins: scan a QR code or select from a list of camera models', async ({ page }) => {
  await new Site(page).visit('/es/soluciones/recompras');
  const mockup = page.getByRole('img', { name: /recompra/ });
  for (const text of ['Escanear código QR', 'Elegir de la lista', 'Mirrorless M50 Mark II']) await expect(mockup).toContainText(text);
});

test('analytics: the sample dashboard shows the specification’s figures as text', async ({ page }) => {
  await new Site(page).visit('/en/solutions-analytics');
  const dashboard = page.locator('section', { has: page.getByRole('heading', { level: 2, name: 'Sample feedback dashboard' }) });
  const figures: [string, string][] = [
    ['Delayed Refunds', '35%'],
    ['Return Label Generation Issues', '28%'],
    ['Policy Not Clear', '22%'],
    ['Italy', '42%'],
    ['France', '35%'],
    ['Germany', '28%'],
    ['Austria', '25%'],
    ['Spain', '38%'],
    ['Portugal', '30%'],
    ['Wrong size', '41%'],
    ['Defective', '23%'],
    ['Changed mind', '21%'],
  ];
  for (const [label, value] of figures) {
    await expect(dashboard.getByRole('listitem').filter({ hasText: label }).first()).toContainText(value);
  }
  await expect(dashboard.getByRole('listitem').filter({ hasText: /^Other/ }).first()).toContainText('15%');
  for (const kpi of ['Return rate', 'Processing cost', 'Exchange percentage', 'Recovery rate']) {
    await expect(dashboard.locator('dt', { hasText: kpi })).toBeVisible();
  }
  // The trend is read out as a table: 25% in January down to 19% in June.
  const trend = dashboard.getByRole('table', { name: 'Return rate, January to June' });
  await expect(trend.getByRole('row').first()).toContainText('Jan25%');
  await expect(trend.getByRole('row').last()).toContainText('Jun19%');
});

test('sizing: a sample sneaker with fit and return-reason percentages and AI recommendations', async ({ page }) => {
  await new Site(page).visit('/es/soluciones/analitica-de-tallas');
  const sample = page.locator('section', { has: page.getByRole('heading', { level: 2, name: /Trail Runner 2/ }) });
  await expect(sample.getByRole('listitem').filter({ hasText: 'Talla pequeña' })).toContainText('46%');
  await expect(sample.getByRole('heading', { level: 3, name: 'Recomendaciones de la IA' })).toBeVisible();
  await expect(sample.locator('ul').last().getByRole('listitem')).toHaveCount(3);
});

test('3PL and warehouse pages show their screens', async ({ page }) => {
  const site = new Site(page);
  await site.visit('/en/solutions-3pl-smart-sop');
  await expect(page.getByRole('img', { name: /Smart SOP station/ })).toContainText('Units per hour');
  await site.visit('/en/warehouse-inspection-module');
  await expect(page.getByRole('img', { name: /inspection screen/ })).toContainText('Grade B');
  await site.visit('/en/solutions-3pl-next-best-shelf');
  const chart = page.getByRole('figure').filter({ hasText: 'Resale marketplace' });
  await expect(chart.getByRole('listitem')).toHaveCount(5);
});
