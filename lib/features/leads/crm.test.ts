import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeCrm, type FakeCrm } from '@/test/fakes/fake-crm.mjs';
import { parseEnv } from '@/lib/infra/env.mjs';
import { leadRow } from '@/test/leads';
import { describeErrorResponse } from '@/lib/infra/clients/hubspot';
import { buildSubmission, countryName, createHubSpotClient, crmFromEnv } from './crm';

const DEMO_FORM = '11111111-2222-3333-4444-555555555555';
const CONTACT_FORM = '66666666-7777-8888-9999-000000000000';
const ROI_FORM = '99999999-8888-7777-6666-555555555555';

describe('HubSpot submission body', () => {
  it('sends the demo fields, the page and the submission time', () => {
    const lead = leadRow({ kind: 'demo', country: 'DE', hutk: 'a'.repeat(32) });
    expect(buildSubmission(lead)).toEqual({
      submittedAt: String(Date.parse('2026-03-01T12:00:00.000Z')),
      fields: [
        { name: 'firstname', value: 'Ada' },
        { name: 'lastname', value: 'Lovelace' },
        { name: 'email', value: lead.email },
        { name: 'company', value: 'Analytical Engines Ltd' },
        { name: 'country', value: 'Germany' },
      ],
      context: { pageUri: 'https://www.otailo.com/en', pageName: 'Otailo — Returns management', hutk: 'a'.repeat(32) },
    });
  });

  it('sends the contact fields with the interest in English', () => {
    const lead = leadRow({ kind: 'contact', country: 'MX', interest: 'platform-integration', message: 'Hola,\nqueremos saber más.' });
    expect(buildSubmission(lead).fields).toEqual([
      { name: 'firstname', value: 'Ada' },
      { name: 'lastname', value: 'Lovelace' },
      { name: 'email', value: lead.email },
      { name: 'company', value: 'Analytical Engines Ltd' },
      { name: 'country', value: 'Mexico' },
      { name: 'message', value: 'Hola,\nqueremos saber más.' },
      { name: 'interest', value: 'integration with our platform' },
    ]);
  });

  it('leaves out empty optional fields, a missing or malformed hutk, and contact-only fields on demos', () => {
    const contact = buildSubmission(leadRow({ kind: 'contact', company: null, country: null, interest: null, message: '  ' }));
    expect(contact.fields.map((f) => f.name)).toEqual(['firstname', 'lastname', 'email']);
    expect(contact.context).toEqual({ pageUri: 'https://www.otailo.com/en', pageName: 'Otailo — Returns management' });
    const demo = buildSubmission(leadRow({ kind: 'demo', message: null, interest: 'other', hutk: 'not-a-cookie' }));
    expect(demo.fields.map((f) => f.name)).toEqual(['firstname', 'lastname', 'email', 'company', 'country']);
    // Once the visitor books a slot, the meeting travels in the message.
    const booked = buildSubmission(leadRow({ kind: 'demo', message: 'Demo booked for 2026-12-01 09:15 UTC' }));
    expect(booked.fields.at(-1)).toEqual({ name: 'message', value: 'Demo booked for 2026-12-01 09:15 UTC' });
    expect(demo.context).not.toHaveProperty('hutk');
  });

  it('names countries in English and passes unknown codes through', () => {
    expect(countryName('US')).toBe('United States');
    expect(countryName('es')).toBe('Spain');
    expect(countryName('XX')).toBe('XX');
    expect(countryName('???')).toBe('???');
  });

  it("reads the CRM's error bodies", () => {
    const body = JSON.stringify({
      status: 'error',
      message: 'The request is not valid',
      errors: [
        { message: "Error in 'fields.email'. Invalid email address", errorType: 'INVALID_EMAIL' },
        { message: 'Required field missing', errorType: 'REQUIRED_FIELD' },
      ],
    });
    expect(describeErrorResponse(400, body)).toBe(
      "Request failed with status code 400: The request is not valid: Error in 'fields.email'. Invalid email address (INVALID_EMAIL); Required field missing (REQUIRED_FIELD)",
    );
    expect(describeErrorResponse(404, JSON.stringify({ status: 'error', message: 'Form not found' }))).toBe(
      'Request failed with status code 404: Form not found',
    );
    expect(describeErrorResponse(403, '<html>\n  Forbidden </html>')).toBe('Request failed with status code 403: <html> Forbidden </html>');
    expect(describeErrorResponse(500, '')).toBe('Request failed with status code 500');
    expect(describeErrorResponse(400, JSON.stringify({ message: 'x'.repeat(5_000) })).length).toBe(1_000);
  });
});

describe('HubSpot client against the fake CRM', () => {
  let crm: FakeCrm;
  const client = (timeoutMs = 2_000) =>
    createHubSpotClient({ apiBase: `${crm.url}/`, portalId: '123456', formIds: { demo: DEMO_FORM }, timeoutMs });

  beforeAll(async () => {
    crm = await startFakeCrm();
  });
  afterAll(() => crm?.close());
  beforeEach(() => crm.reset());

  it('posts the submission to the form of the lead kind', async () => {
    const lead = leadRow();
    expect(await client().submit(lead)).toEqual({ kind: 'sent', status: 200 });
    expect(crm.submissions).toHaveLength(1);
    expect(crm.submissions[0]).toMatchObject({ portalId: '123456', formId: DEMO_FORM, body: buildSubmission(lead) });
    expect(crm.submissions[0]!.headers['content-type']).toBe('application/json');
  });

  it('only handles kinds with a form', async () => {
    expect(client().kinds).toEqual(['demo']);
    await expect(client().submit(leadRow({ kind: 'contact' }))).rejects.toThrow(/No CRM form/);
  });

  it('asks for a retry on 5xx and 429 (with Retry-After), and on a timeout', async () => {
    crm.setMode('500');
    expect(await client().submit(leadRow())).toEqual({
      kind: 'retry',
      status: 500,
      error: 'Request failed with status code 500: Internal Server Error',
    });
    crm.setMode('429');
    expect(await client().submit(leadRow())).toMatchObject({ kind: 'retry', status: 429, retryAfterMs: 1_000 });
    crm.setMode('hang');
    const started = Date.now();
    expect(await client(300).submit(leadRow())).toEqual({ kind: 'retry', error: 'timeout of 300ms exceeded' });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(crm.submissions).toHaveLength(0);
    expect(crm.requests).toHaveLength(3);
  });

  it('reports a network error as retryable', async () => {
    const gone = await startFakeCrm();
    await gone.close();
    const down = createHubSpotClient({ apiBase: gone.url, portalId: '1', formIds: { demo: DEMO_FORM }, timeoutMs: 2_000 });
    expect(await down.submit(leadRow())).toEqual({ kind: 'retry', error: 'Network Error: ECONNREFUSED' });
  });

  it("passes a rejection on with the CRM's message", async () => {
    crm.setMode('reject');
    expect(await client().submit(leadRow())).toEqual({
      kind: 'rejected',
      status: 400,
      error: "Request failed with status code 400: The request is not valid: Error in 'fields.email'. Invalid email address (INVALID_EMAIL)",
    });
  });

  it('is controllable over HTTP, as the browser tests need', async () => {
    const post = (path: string, body?: unknown) =>
      fetch(`${crm.url}${path}`, { method: 'POST', body: body === undefined ? undefined : JSON.stringify(body) });
    expect((await post('/__control/mode', { mode: 'nonsense' })).status).toBe(400);
    expect(await (await post('/__control/mode', { mode: '500' })).json()).toEqual({ mode: '500' });
    await client().submit(leadRow());
    await post('/__control/mode', { mode: 'ok' });
    await client().submit(leadRow());
    const state = await (await fetch(`${crm.url}/__control/submissions`)).json();
    expect(state).toMatchObject({ mode: 'ok' });
    expect(state.submissions).toHaveLength(1);
    expect(state.requests.map((r: { status: number }) => r.status)).toEqual([500, 200]);
    await post('/__control/reset');
    expect(crm.requests).toHaveLength(0);
  });

  it('answers a held request once the mode changes, without counting it', async () => {
    crm.setMode('hang');
    const pending = client(5_000).submit(leadRow());
    await expect.poll(() => crm.requests.length).toBe(1);
    crm.setMode('ok');
    expect(await pending).toMatchObject({ kind: 'retry', status: 504 });
    expect(crm.submissions).toHaveLength(0);
  });
});

describe('crmFromEnv', () => {
  it('is off unless the portal and a form are configured', () => {
    expect(crmFromEnv(parseEnv({}))).toBeNull();
    expect(crmFromEnv(parseEnv({ HUBSPOT_PORTAL_ID: '123' }))).toBeNull();
    expect(crmFromEnv(parseEnv({ HUBSPOT_DEMO_FORM_ID: DEMO_FORM }))).toBeNull();
    const crm = crmFromEnv(parseEnv({ HUBSPOT_PORTAL_ID: '123', HUBSPOT_CONTACT_FORM_ID: CONTACT_FORM, CRM_TIMEOUT_MS: '2500' }));
    // Resource downloads fall back to the contact form.
    expect(crm).toMatchObject({ kinds: ['contact', 'resource'], timeoutMs: 2_500 });
  });

  it('sends resource downloads to their own form, else to the contact form', () => {
    expect(crmFromEnv(parseEnv({ HUBSPOT_PORTAL_ID: '123', HUBSPOT_RESOURCE_FORM_ID: ROI_FORM }))?.kinds).toEqual(['resource']);
    expect(crmFromEnv(parseEnv({ HUBSPOT_PORTAL_ID: '123', HUBSPOT_DEMO_FORM_ID: DEMO_FORM }))?.kinds).not.toContain('resource');
  });

  it("sends ROI leads to their own form, else to the demo form", () => {
    expect(crmFromEnv(parseEnv({ HUBSPOT_PORTAL_ID: '123', HUBSPOT_DEMO_FORM_ID: DEMO_FORM }))?.kinds).toEqual(['demo', 'roi']);
    expect(crmFromEnv(parseEnv({ HUBSPOT_PORTAL_ID: '123', HUBSPOT_ROI_FORM_ID: ROI_FORM }))?.kinds).toEqual(['roi']);
  });
});

describe('ROI leads', () => {
  let crm: FakeCrm;
  beforeAll(async () => {
    crm = await startFakeCrm();
  });
  afterAll(() => crm?.close());

  it('reach the form configured for them, or the demo form, with the figures in the message', async () => {
    // The estimate's figures, as the ROI calculator writes them into the message (lib/features/roi/lead.ts).
    const lead = leadRow({ kind: 'roi', message: 'Yearly saving: $44,289\nTotal yearly benefit: $611,081', country: 'US' });
    for (const [env, formId] of [
      [{ HUBSPOT_ROI_FORM_ID: ROI_FORM, HUBSPOT_DEMO_FORM_ID: DEMO_FORM }, ROI_FORM],
      [{ HUBSPOT_DEMO_FORM_ID: DEMO_FORM }, DEMO_FORM],
    ] as const) {
      crm.reset();
      const client = crmFromEnv(parseEnv({ HUBSPOT_PORTAL_ID: '123', HUBSPOT_API_BASE: crm.url, ...env }))!;
      expect(await client.submit(lead)).toEqual({ kind: 'sent', status: 200 });
      expect(crm.submissions[0]).toMatchObject({ formId });
      const fields = Object.fromEntries(crm.submissions[0]!.body.fields.map((field) => [field.name, field.value]));
      expect(Object.keys(fields)).toEqual(['firstname', 'lastname', 'email', 'company', 'country', 'message']);
      expect(fields.message).toContain('Yearly saving: $44,289');
      expect(fields.message).toContain('Total yearly benefit: $611,081');
    }
  });
});
