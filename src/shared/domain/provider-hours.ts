import type { Availability } from '../schemas/provider';
import { dayOfWeekOf, isSlotPast, slotIso, slotLabel } from './time';
import { SLOT_HOURS } from './slot-rules';

export type AvailabilityRow = Pick<Availability, 'dayOfWeek' | 'startTime' | 'endTime' | 'isAvailable'>;

export const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** The hours the spec hard-codes per provider, used to seed the availability table. */
export function DEFAULT_AVAILABILITY(providerId: string): AvailabilityRow[] {
  return DAY_NAMES.map((_, dayOfWeek) => {
    const [startTime, endTime] = defaultHours(providerId, dayOfWeek);
    return { dayOfWeek, startTime, endTime, isAvailable: true };
  });
}

function defaultHours(providerId: string, dayOfWeek: number): [string, string] {
  if (providerId === 'provider-1') {
    const weekend = dayOfWeek === 0 || dayOfWeek === 6;
    return weekend ? ['10:00', '16:00'] : ['09:00', '18:00'];
  }
  if (providerId === 'provider-2') return ['08:00', '19:00'];
  return ['09:00', '17:00'];
}

/** Whether the slot starting at `hour` on `dayOfWeek` falls inside the provider's hours. */
export function isAvailableAt(rows: AvailabilityRow[], dayOfWeek: number, hour: number): boolean {
  const start = `${String(hour).padStart(2, '0')}:00`;
  return rows.some(
    (row) => row.dayOfWeek === dayOfWeek && row.isAvailable && row.startTime <= start && start < row.endTime,
  );
}

export type SlotState = {
  hour: number;
  label: string;
  iso: string;
  disabled: boolean;
  reason: 'past' | 'no-provider' | null;
};

/** Every slot of one date, disabled when past or when no listed provider works then. */
export function slotStates(input: {
  ymd: string;
  now: Date;
  providers: { providerId: string; rows: AvailabilityRow[] }[];
}): SlotState[] {
  const dayOfWeek = dayOfWeekOf(input.ymd);
  return SLOT_HOURS.map((hour) => {
    let reason: SlotState['reason'] = null;
    if (isSlotPast(input.ymd, hour, input.now)) reason = 'past';
    else if (!input.providers.some((p) => isAvailableAt(p.rows, dayOfWeek, hour))) reason = 'no-provider';
    return { hour, label: slotLabel(hour), iso: slotIso(input.ymd, hour), disabled: reason !== null, reason };
  });
}
