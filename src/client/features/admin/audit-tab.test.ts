import { describe, expect, it } from 'vitest';
import { auditQuerySchema } from '../../../shared/schemas/audit';
import { changesOf } from './audit-tab';
import { auditQueryOf, NO_AUDIT_FILTERS } from './use-audit-events';

describe('the Audit tab', () => {
  it('shows only the fields that changed, and every field of a record added or removed', () => {
    expect(changesOf({ fee: 25, gst: 18 }, { fee: 26, gst: 18 })).toEqual([{ field: 'fee', before: '25', after: '26' }]);
    expect(changesOf(null, { id: 's1', name: 'Wash' })).toEqual([
      { field: 'id', before: '—', after: 's1' },
      { field: 'name', before: '—', after: 'Wash' },
    ]);
    expect(changesOf({ name: 'Wash' }, null)).toEqual([{ field: 'name', before: 'Wash', after: '—' }]);
    expect(changesOf({ a: { b: 1 } }, { a: { b: 2 } })).toEqual([{ field: 'a', before: '{"b":1}', after: '{"b":2}' }]);
    expect(changesOf(null, null)).toEqual([]);
  });

  it('asks for whole India days, and the server accepts what it asks', () => {
    const query = auditQueryOf({ action: 'pricing.update', actor: ' admin-1 ', fromDay: '2026-11-28', toDay: '2026-11-29' });
    expect(query).toEqual({ action: 'pricing.update', actor: 'admin-1', from: '2026-11-28T00:00:00+05:30', to: '2026-11-29T23:59:59.999+05:30' });
    expect(auditQuerySchema.safeParse(query).success).toBe(true);
    expect(auditQueryOf(NO_AUDIT_FILTERS)).toEqual({});
  });
});
