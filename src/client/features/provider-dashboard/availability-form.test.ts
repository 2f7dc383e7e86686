import { describe, expect, it } from 'vitest';
import { availabilityFormSchema, toFormValues } from './availability-form';

const row = (dayOfWeek: number, startTime: string, endTime: string, isAvailable = true) => ({
  id: `a-${dayOfWeek}`,
  providerId: 'provider-1',
  dayOfWeek,
  startTime,
  endTime,
  isAvailable,
});

describe('availability form', () => {
  it('lists seven days Sunday first, defaulting missing days to 09:00-18:00', () => {
    const values = toFormValues([row(6, '10:00', '16:00', false), row(0, '08:00', '12:00')]);
    expect(values.days.map((d) => d.dayOfWeek)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(values.days[0]).toMatchObject({ startTime: '08:00', endTime: '12:00', isAvailable: true });
    expect(values.days[1]).toMatchObject({ startTime: '09:00', endTime: '18:00', isAvailable: true });
    expect(values.days[6]).toMatchObject({ startTime: '10:00', endTime: '16:00', isAvailable: false });
  });

  it('requires start and end times with the spec messages', () => {
    const values = toFormValues([]);
    values.days[2] = { ...values.days[2], startTime: '', endTime: '' };
    const result = availabilityFormSchema.safeParse(values);
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((i) => i.message);
    expect(messages).toContain('Start time is required');
    expect(messages).toContain('End time is required');
  });

  it('refuses an end before the start', () => {
    const values = toFormValues([]);
    values.days[3] = { ...values.days[3], startTime: '18:00', endTime: '09:00' };
    const result = availabilityFormSchema.safeParse(values);
    expect(result.error?.issues[0]).toMatchObject({ message: 'End time must be after start time', path: ['days', 3, 'endTime'] });
  });
});
