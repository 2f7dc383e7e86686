import { useLiveQuery } from './use-live-query';
import type { AssessmentQuestion, TrainingModule, TrainingType } from '../../../shared/schemas/onboarding';
import type { Service } from '../../../shared/schemas/service';
import type { Tool, ToolRental } from '../../../shared/schemas/tool';
import { db } from '../engine/db';
import { byCodeUnits, byNameCaseless } from '../../../shared/code-unit-order';

// Each hook returns undefined while IndexedDB is read, then the rows (possibly empty).

const byName = <T extends { name: string }>(a: T, b: T) => byNameCaseless(a.name, b.name);

/** Services for booking (retired ones left out unless asked for), sorted by name. */
export function useServices(opts: { includeRetired?: boolean } = {}): Service[] | undefined {
  const includeRetired = opts.includeRetired ?? false;
  return useLiveQuery(async () => {
    const rows = await db.services.toArray();
    return rows.filter((s) => includeRetired || !s.retired).sort(byName);
  }, [includeRetired]);
}

export function useService(id: string | undefined): Service | null | undefined {
  return useLiveQuery(async () => (id ? ((await db.services.get(id)) ?? null) : null), [id]);
}

/** Tools in the server's catalogue order is not guaranteed, so sort by name. */
export function useTools(): Tool[] | undefined {
  return useLiveQuery(async () => (await db.tools.toArray()).sort(byName), []);
}

export function useTool(id: string | undefined): Tool | null | undefined {
  return useLiveQuery(async () => (id ? ((await db.tools.get(id)) ?? null) : null), [id]);
}

/** A customer's rentals, newest first. */
export function useToolRentals(customerId: string | null | undefined): ToolRental[] | undefined {
  return useLiveQuery(async () => {
    if (!customerId) return [];
    const rows = await db.toolRentals.where('customerId').equals(customerId).toArray();
    return rows.sort((a, b) => byCodeUnits(b.startDate, a.startDate));
  }, [customerId]);
}

export function useTrainingModules(type?: TrainingType): TrainingModule[] | undefined {
  return useLiveQuery(async () => (type ? db.trainingModules.where('type').equals(type).toArray() : db.trainingModules.toArray()), [type]);
}

export function useAssessmentQuestions(): AssessmentQuestion[] | undefined {
  return useLiveQuery(() => db.assessmentQuestions.toArray(), []);
}
