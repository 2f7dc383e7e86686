import type { Tool, ToolRental } from '../../../src/shared/schemas/tool';
import { GaadiDb } from '../../../src/client/data/engine/db';

let counter = 0;

/** A fresh database per test (fake-indexeddb must be imported by the test file first). */
export function freshDb(): GaadiDb {
  counter += 1;
  return new GaadiDb(`test-${counter}-${Math.random().toString(36).slice(2)}`);
}

export function tool(id: string, overrides: Partial<Tool> = {}): Tool {
  return {
    id,
    name: `Tool ${id}`,
    description: 'A useful tool',
    nameKn: '',
    nameHi: '',
    descriptionKn: '',
    descriptionHi: '',
    image: '/images/tool.svg',
    dailyRate: '250.00',
    deposit: '1000.00',
    pickupLocation: 'Indiranagar',
    isAvailable: true,
    ...overrides,
  };
}

export function rental(id: string, overrides: Partial<ToolRental> = {}): ToolRental {
  return {
    id,
    toolId: 't1',
    customerId: 'customer-1',
    startDate: '2025-01-01T10:00:00.000Z',
    endDate: '2025-01-02T10:00:00.000Z',
    status: 'active',
    dailyRate: '250.00',
    days: 1,
    totalCost: '250.00',
    depositAmount: '1000.00',
    totalPayable: '1250.00',
    returnedAt: null,
    tool: { name: 'Tool t1', nameKn: '', nameHi: '', pickupLocation: 'Indiranagar' },
    ...overrides,
  };
}
