import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '@/lib/features/audit';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import { auditMessageKey } from './message-key';

// The audit log names each action from Admin.audit.actions; one without a label showed its key
// ("Admin.audit.actions.resource_create") in the filter and the rows.
describe.each([
  ['en', en],
  ['es', es],
] as const)('the audit log in %s', (_locale, messages) => {
  it('has a label for every action it records, and none for an action it does not', () => {
    const labels = messages.Admin.audit.actions as Record<string, string>;
    const keys: string[] = AUDIT_ACTIONS.map(auditMessageKey);
    expect(keys.filter((key) => !labels[key]?.trim())).toEqual([]);
    expect(Object.keys(labels).filter((key) => !keys.includes(key))).toEqual([]);
  });
});
