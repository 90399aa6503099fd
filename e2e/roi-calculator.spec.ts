import type { Page } from '@playwright/test';
import { defaultReturnCost, estimateRoi, ROI_DEFAULTS, type RoiInputs } from '../lib/features/roi/shared/model';
import { adminTest } from './support/admin';
import { acceptedFor, deliveredFor, fieldsOf, uniqueEmail } from './support/crm';
import { field } from './support/fields';
import { expect, test, visitorHeaders } from './support/fixtures';
import { mailTo } from './support/mail';
import { Site, waitForHydration } from './support/site';
import { localizedPath } from './support/routes';

const money = (tag: string, currency: string) => new Intl.NumberFormat(tag, { style: 'currency', currency, maximumFractionDigits: 0 }).format;
const en = money('en-US', 'USD');
const es = money('es-ES', 'EUR');
const total = (page: Page) => page.locator('[data-roi="totalBenefit"]');
/** The estimate for these inputs, the processing cost its share of the order value unless given. */
const estimateAt = (over: Partial<RoiInputs>) => estimateRoi({ ...ROI_DEFAULTS, returnCost: defaultReturnCost(over.aov ?? ROI_DEFAULTS.aov), ...over });

test.describe('ROI calculator, with JavaScript', () => {
  test('recomputes as the visitor types, keeps the address in step, and the address reproduces the result', async ({ page }) => {
    await new Site(page).visit('/en/roi-calculator');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('What would better returns be worth to you?');
    // The defaults, with their sources linked.
    await expect(total(page)).toHaveText(en(estimateRoi(ROI_DEFAULTS).totalBenefit));
    await expect(page.getByRole('link', { name: /NRF and Happy Returns, 2024 Consumer Returns/ })).toHaveAttribute('href', /nrf\.com/);
    await expect(page.getByText('The estimate updates as you type.')).toBeVisible();

    const inputs: RoiInputs = { ...ROI_DEFAULTS, orders: 25_000, returnRate: 24.4 };
    const expected = estimateRoi(inputs);
    await field(page, 'Orders per month').fill('25,000');
    await field(page, 'Return rate').fill('24.4');
    await expect(total(page)).toHaveText(en(expected.totalBenefit));
    await expect(page.locator('[data-roi="processingSaving"]').first()).toHaveText(en(expected.processingSaving));
    await expect(page.locator('[data-roi="yearlyReturns"]')).toHaveText(expected.yearlyReturns.toLocaleString('en-US'));
    await expect(page).toHaveURL(/\?orders=25000&aov=100&returnRate=24.4&returnCost=21&ineligible=10.4&exchanges=17.1&currency=USD$/);

    // The shared link, opened afresh (server-rendered), shows the same figures.
    const shared = page.url();
    const response = await page.goto(shared);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(total(page)).toHaveText(en(expected.totalBenefit));
    await expect(field(page, 'Orders per month')).toHaveValue('25000');
    await expect(page.getByRole('link', { name: 'Share this estimate' })).toHaveAttribute('href', new URL(shared).pathname + new URL(shared).search);
  });

  test('the cost to process a return follows the order value until the visitor types their own', async ({ page }) => {
    await new Site(page).visit('/en/roi-calculator');
    await expect(field(page, 'Cost to process one return')).toHaveValue('21');
    await field(page, 'Average order value').fill('80');
    await expect(field(page, 'Cost to process one return')).toHaveValue('16.8');
    await expect(total(page)).toHaveText(en(estimateAt({ aov: 80 }).totalBenefit));
    await field(page, 'Cost to process one return').fill('12');
    await field(page, 'Average order value').fill('150');
    await expect(field(page, 'Cost to process one return')).toHaveValue('12');
    await expect(total(page)).toHaveText(en(estimateAt({ aov: 150, returnCost: 12 }).totalBenefit));
    // An address without a cost: its share of the order value sent, in the form too.
    await new Site(page).visit('/es/calculadora-roi?aov=200');
    await expect(field(page, 'Costo de procesar una devolución')).toHaveValue('42');
  });

  test("a visitor from Mexico counts in pesos: the currency of the browser's region, until they choose another", async ({ browser }) => {
    const context = await browser.newContext({ locale: 'es-MX' });
    await context.addInitScript(() => window.localStorage.setItem('otailo_cookie_consent', 'essential'));
    const page = await context.newPage();
    await new Site(page).visit('/es/calculadora-roi');
    await expect(field(page, 'Moneda')).toHaveValue('MXN');
    await field(page, 'Valor medio del pedido').fill('1200');
    await expect(total(page)).toHaveText(money('es-ES', 'MXN')(estimateAt({ aov: 1200, currency: 'MXN' }).totalBenefit));
    await expect(page).toHaveURL(/currency=MXN$/);
    // Chosen in the address: kept, whatever the region.
    await new Site(page).visit('/es/calculadora-roi?currency=CLP');
    await expect(field(page, 'Moneda')).toHaveValue('CLP');
    await context.close();
  });

  test('in Spanish: decimal commas, euros, localized errors that clear as the value is fixed', async ({ page }) => {
    await new Site(page).visit('/es/calculadora-roi');
    await expect(field(page, 'Tasa de devolución')).toHaveValue('16,9');
    await field(page, 'Moneda').selectOption('EUR');
    await field(page, 'Valor medio del pedido').fill('80,5');
    const expected = estimateAt({ aov: 80.5, currency: 'EUR' });
    await expect(total(page)).toHaveText(es(expected.totalBenefit));
    await expect(page).toHaveURL(/aov=80\.5&.*currency=EUR/);

    await field(page, 'Pedidos al mes').fill('muchos');
    await expect(page.getByText('Escribe un número, por ejemplo 10.000.')).toBeVisible();
    await expect(field(page, 'Pedidos al mes')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('region', { name: 'Tu estimación anual' }).getByRole('alert')).toHaveText(/Corrige los campos marcados/);
    await expect(total(page)).toHaveCount(0);
    // The address keeps the last estimate that could be made.
    await expect(page).toHaveURL(/orders=10000&/);
    await field(page, 'Pedidos al mes').fill('2000');
    await expect(total(page)).toHaveText(es(estimateAt({ orders: 2_000, aov: 80.5, currency: 'EUR' }).totalBenefit));
  });

  test('in Spanish: numbers read as Spanish writes them, and an ambiguous one gets a question, not a guess', async ({ page }) => {
    await new Site(page).visit('/es/calculadora-roi');
    await field(page, 'Pedidos al mes').fill('12.000');
    await field(page, 'Valor medio del pedido').fill('4.200');
    await expect(total(page)).toHaveText(money('es-ES', 'USD')(estimateAt({ orders: 12_000, aov: 4_200 }).totalBenefit));
    await expect(page).toHaveURL(/orders=12000&aov=4200&/);

    await field(page, 'Pedidos al mes').fill('4,200');
    await expect(page.getByText('¿Quieres decir 4200 o 4,2? Escríbelo sin separador de miles, por ejemplo 4200.')).toBeVisible();
    await expect(field(page, 'Pedidos al mes')).toHaveAttribute('aria-invalid', 'true');
    await expect(total(page)).toHaveCount(0);
  });

  test('is reached from the Resources menu, the home page and every solution page', async ({ page }) => {
    const site = new Site(page);
    await site.visit('/en/solutions-warranty');
    await page.getByRole('link', { name: 'Estimate your savings' }).click();
    await expect(page).toHaveURL(/\/en\/roi-calculator$/);
    await site.visit('/es');
    await expect(page.getByRole('link', { name: 'Calcula tu ahorro' })).toHaveAttribute('href', '/es/calculadora-roi');
    await site.header.getByRole('button', { name: 'Recursos' }).click();
    await site.header.getByRole('link', { name: /Calculadora de ROI/ }).click();
    await expect(page).toHaveURL(/\/es\/calculadora-roi$/);
  });
});

test.describe('ROI calculator, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of ['en', 'es'] as const) {
    test(`${locale}: the form asks the server, which renders the result for the query`, async ({ page }) => {
      const labels = locale === 'en' ? { orders: 'Orders per month', calculate: 'Calculate' } : { orders: 'Pedidos al mes', calculate: 'Calcular' };
      await page.goto(localizedPath(locale, 'roiCalculator'));
      await field(page, labels.orders).fill('4200');
      await page.getByRole('button', { name: labels.calculate }).click();
      await expect(page).toHaveURL(/orders=4200/);
      const expected = estimateAt({ orders: 4_200 });
      await expect(total(page)).toHaveText(locale === 'en' ? en(expected.totalBenefit) : money('es-ES', 'USD')(expected.totalBenefit));
      await expect(field(page, labels.orders)).toHaveValue('4200');
    });
  }

  test('es: a shared link written the Spanish way reads as Spanish', async ({ page }) => {
    const response = await page.goto('/es/calculadora-roi?orders=12.000&aov=80,5');
    expect(response?.status()).toBe(200);
    await expect(total(page)).toHaveText(money('es-ES', 'USD')(estimateAt({ orders: 12_000, aov: 80.5 }).totalBenefit));
  });

  test('"Send me this estimate" works as a plain form post too', async ({ page }, testInfo) => {
    await page.setExtraHTTPHeaders(visitorHeaders(testInfo));
    const email = uniqueEmail('roi-nojs');
    await page.goto('/es/calculadora-roi?orders=3000&currency=EUR');
    const form = page.getByRole('region', { name: 'Hablemos de esta estimación' });
    await field(form, 'Nombre').fill('Luis');
    await field(form, 'Apellido').fill('Vidal');
    await field(form, 'Correo de trabajo').fill(email);
    await field(form, 'Empresa').fill('Vidal Moda');
    await form.getByRole('button', { name: 'Enviarme esta estimación' }).click();
    await expect(page.getByRole('heading', { name: 'Estimación recibida' })).toBeVisible();
    await expect(page.getByText('Tu estimación va de camino a tu bandeja de entrada', { exact: false })).toBeVisible();
    const total = estimateAt({ orders: 3_000, currency: 'EUR' }).totalBenefit;
    const [submission] = await deliveredFor(email);
    expect(fieldsOf(submission!).message).toContain(`Total yearly benefit: €${total.toLocaleString('en-US')}`);
    // The visitor's copy, in Spanish with Spanish number formats, and the link that reproduces it.
    const [mail] = await mailTo(email, { subject: /^Tu estimación de devoluciones con Otailo: / });
    expect(mail!.language).toBe('es');
    expect(mail!.subject).toBe(`Tu estimación de devoluciones con Otailo: ${new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(total)} al año`);
    expect(mail!.text).toContain('/es/calculadora-roi?orders=3000');
  });

  test('a value the calculator cannot use: a 400 page that says which and why, in the visitor’s language', async ({ page }) => {
    const response = await page.goto('/es/calculadora-roi?orders=0&returnRate=abc&aov=120');
    expect(response?.status()).toBe(400);
    await expect(page.getByText('Escribe un número entre 1 y 50.000.000.')).toBeVisible();
    await expect(page.getByText('Escribe un número, por ejemplo 16,9%.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Tu estimación anual' }).getByRole('alert')).toHaveText(/Corrige los campos marcados/);
    // What was sent stays in the form to be corrected.
    await expect(field(page, 'Valor medio del pedido')).toHaveValue('120');
    await expect(field(page, 'Tasa de devolución')).toHaveValue('abc');
  });
});

adminTest('"Send me this estimate" stores an ROI lead with the server’s figures and forwards them to the CRM', async ({ page }, testInfo) => {
  await page.setExtraHTTPHeaders(visitorHeaders(testInfo));
  const email = uniqueEmail('roi');
  await new Site(page).visit('/en/roi-calculator?orders=7500&aov=64.9&currency=EUR');
  const form = page.getByRole('region', { name: 'Talk to us about this estimate' });
  await field(form, 'First name').fill('Marta');
  await field(form, 'Last name').fill('Ruiz');
  await field(form, 'Work email').fill(email);
  await field(form, 'Company').fill('Ruiz Retail');
  await form.getByRole('button', { name: 'Send me this estimate' }).click();
  await expect(page.getByRole('heading', { name: 'Estimate received' })).toBeVisible();
  // The card comes into view whole, below the sticky header rather than under it.
  const headerBottom = (await page.getByRole('banner').first().boundingBox())!;
  const card = (await page.getByRole('status').filter({ hasText: 'Estimate received' }).boundingBox())!;
  expect(card.y).toBeGreaterThanOrEqual(headerBottom.y + headerBottom.height);
  // It says what happens next, and offers a demo slot to whoever would rather talk now.
  const sent = page.getByRole('status').filter({ hasText: 'Estimate received' });
  await expect(sent).toContainText('Your estimate is on its way to your inbox');
  await expect(sent.getByRole('link', { name: 'Book a 15-min Demo' })).toHaveAttribute('href', '/en/demo');

  const expected = estimateAt({ orders: 7_500, aov: 64.9, currency: 'EUR' });
  const [submission] = await deliveredFor(email);
  const fields = fieldsOf(submission!);
  expect(fields).toMatchObject({ firstname: 'Marta', lastname: 'Ruiz', company: 'Ruiz Retail' });
  expect(fields.message).toContain(`Total yearly benefit: €${expected.totalBenefit.toLocaleString('en-US')}`);
  expect(fields.message).toContain('/en/roi-calculator?orders=7500&aov=64.9&returnRate=16.9');

  await page.goto('/en/manage/leads?kind=roi');
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('ROI estimate');
  await expect(row).toContainText(`Yearly saving: €${expected.processingSaving.toLocaleString('en-US')}`);
});

test('an ROI lead posted with inputs the calculator refuses is not stored', async ({ page }, testInfo) => {
  await page.setExtraHTTPHeaders(visitorHeaders(testInfo));
  const email = uniqueEmail('roi-bad');
  await new Site(page).visit('/en/roi-calculator');
  const form = page.getByRole('region', { name: 'Talk to us about this estimate' });
  // A script altering the calculator's inputs on their way to the server.
  await page.route('**/en/roi-calculator', (route) => {
    const body = route.request().postData() ?? '';
    return route.continue({ postData: body.replace(/(name="[^"]*returnRate"\r\n\r\n)16\.9/, '$1250') });
  });
  await field(form, 'First name').fill('Eve');
  await field(form, 'Last name').fill('Tamper');
  await field(form, 'Work email').fill(email);
  await field(form, 'Company').fill('Tamper Inc');
  await form.getByRole('button', { name: 'Send me this estimate' }).click();
  await expect(form.getByRole('alert')).toHaveText("Correct the calculator's values first, then send the estimate.");
  await expect(page.getByRole('heading', { name: 'Estimate received' })).toHaveCount(0);
  expect(await acceptedFor(email)).toHaveLength(0);
});
