import { HtmlValidate, type Message } from 'html-validate';
import { expect, test } from './support/fixtures';
import { LOCALES, publicPaths } from './support/routes';

/**
 * Every public page of both locales is valid HTML by html-validate's standard preset, as a browser
 * and an assistive technology read it. One exception: React writes `<form action="">` for a form
 * whose action is a server action (its JavaScript takes the submission over).
 */
const validator = new HtmlValidate({ extends: ['html-validate:standard'] });

const reactFormAction = (message: Message) => message.ruleId === 'attribute-allowed-values' && message.message === 'Attribute "action" has invalid value ""';

const extraPaths = LOCALES.flatMap((locale) => [`/${locale}/blog?category=${locale === 'en' ? 'Returns' : 'Devoluciones'}`, `/${locale}/no-such-page`]).concat([
  '/en/blog/photo-first-returns',
  '/es/blog/devoluciones-con-fotos-primero',
  '/en/blog/no-such-post',
]);

test('every public page is valid HTML (html-validate, standard preset)', async ({ request }) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  for (const path of [...publicPaths, ...extraPaths]) {
    const html = await (await request.get(path)).text();
    const report = await validator.validateString(html, path);
    for (const message of report.results.flatMap((result) => result.messages)) {
      if (!reactFormAction(message)) problems.push(`${path} ${message.line}:${message.column} ${message.ruleId}: ${message.message}`);
    }
  }
  expect(problems).toEqual([]);
});

test('the check finds invalid markup (a block inside a summary)', async () => {
  const report = await validator.validateString('<!doctype html><html lang="en"><head><title>x</title></head><body><details><summary><div>x</div></summary></details></body></html>');
  expect(report.results.flatMap((result) => result.messages).map((message) => message.ruleId)).toContain('element-permitted-content');
});
