/**
 * The vehicle types and car categories, without zod: the booking form's first view reads them
 * before its rules load (ADR 107); schemas/common.ts builds its enums from these lists.
 */
export const VEHICLE_TYPES = ['car', 'bike'] as const;
export const VEHICLE_CATEGORIES = ['hatchback', 'sedan', 'suv', 'luxury'] as const;
/** The category a car has until its model says otherwise, and the one a bike is stored with. */
export const DEFAULT_VEHICLE_CATEGORY: (typeof VEHICLE_CATEGORIES)[number] = 'hatchback';
