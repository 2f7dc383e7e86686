import type { Availability } from '../schemas/provider';
import { dayOfWeekOf, isSlotPast, slotIso, slotLabel } from './time';
import { SLOT_HOURS } from './slot-rules';

export type AvailabilityRow = Pick<Availability, 'dayOfWeek' | 'startTime' | 'endTime' | 'isAvailable'>;

export const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** Seven days, Sunday first, available from start to end; Saturday and Sunday may keep other hours. */
export function weeklyHours(weekdays: [string, string], weekend: [string, string] = weekdays): AvailabilityRow[] {
  return DAY_NAMES.map((_, dayOfWeek) => {
    const [startTime, endTime] = dayOfWeek === 0 || dayOfWeek === 6 ? weekend : weekdays;
    return { dayOfWeek, startTime, endTime, isAvailable: true };
  });
}

/** A provider's hours until they set their own: 09:00–17:00 every day. */
export const DEFAULT_AVAILABILITY: readonly AvailabilityRow[] = weeklyHours(['09:00', '17:00']);

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
