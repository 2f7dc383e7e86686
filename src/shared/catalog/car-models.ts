import type { VehicleCategory } from '../schemas/common';

export type CarModel = { name: string; category: VehicleCategory };

/** Cars sold in India, grouped by the pricing category the booking form applies. */
export const CAR_MODELS: readonly CarModel[] = [
  ...group('hatchback', [
    'Maruti Swift',
    'Hyundai i20',
    'Tata Tiago',
    'Maruti Baleno',
    'Maruti Wagon R',
    'Maruti Alto K10',
    'Maruti Celerio',
    'Hyundai Grand i10 Nios',
    'Tata Altroz',
    'Toyota Glanza',
  ]),
  ...group('sedan', [
    'Honda City',
    'Hyundai Verna',
    'Maruti Dzire',
    'Honda Amaze',
    'Hyundai Aura',
    'Tata Tigor',
    'Skoda Slavia',
    'Volkswagen Virtus',
    'Maruti Ciaz',
    'Toyota Camry',
  ]),
  ...group('suv', [
    'Hyundai Creta',
    'Tata Nexon',
    'Maruti Brezza',
    'Maruti Grand Vitara',
    'Kia Seltos',
    'Kia Sonet',
    'Hyundai Venue',
    'Mahindra XUV700',
    'Mahindra Scorpio-N',
    'Mahindra Thar',
    'Tata Harrier',
    'Tata Safari',
    'Toyota Fortuner',
    'MG Hector',
  ]),
  ...group('luxury', [
    'BMW 3 Series',
    'BMW 5 Series',
    'BMW X1',
    'BMW X5',
    'Audi A4',
    'Audi A6',
    'Audi Q3',
    'Audi Q5',
    'Audi Q7',
    'Mercedes C-Class',
    'Mercedes E-Class',
    'Mercedes GLA',
    'Mercedes GLC',
    'Volvo XC60',
    'Jaguar XF',
    'Range Rover Evoque',
  ]),
];

function group(category: VehicleCategory, names: string[]): CarModel[] {
  return names.map((name) => ({ name, category }));
}

export const CATEGORY_GROUP_LABELS: Readonly<Record<VehicleCategory, string>> = {
  hatchback: 'Hatchbacks',
  sedan: 'Sedans',
  suv: 'SUVs',
  luxury: 'Luxury',
};

const BY_NAME = new Map(CAR_MODELS.map((m) => [m.name.toLowerCase(), m.category]));

/** The pricing category of a model name (case-insensitive), or undefined for an unknown model. */
export function categoryOfModel(name: string): VehicleCategory | undefined {
  return BY_NAME.get(name.trim().toLowerCase());
}
