import { describe, expect, it } from 'vitest';
import { vehicleCategorySchema } from '../schemas/common';
import { CAR_MODELS, CATEGORY_GROUP_LABELS, categoryOfModel } from './car-models';

describe('CAR_MODELS', () => {
  it('has 10 hatchbacks, 10 sedans, 14 SUVs and 16 luxury cars', () => {
    const count = (c: string) => CAR_MODELS.filter((m) => m.category === c).length;
    expect(count('hatchback')).toBe(10);
    expect(count('sedan')).toBe(10);
    expect(count('suv')).toBe(14);
    expect(count('luxury')).toBe(16);
    expect(CAR_MODELS).toHaveLength(50);
  });

  it('has unique names and valid categories', () => {
    expect(new Set(CAR_MODELS.map((m) => m.name.toLowerCase())).size).toBe(CAR_MODELS.length);
    for (const m of CAR_MODELS) expect(vehicleCategorySchema.safeParse(m.category).success).toBe(true);
  });

  it('includes the spec examples', () => {
    for (const name of ['Maruti Swift', 'Hyundai i20', 'Tata Tiago']) expect(categoryOfModel(name)).toBe('hatchback');
    for (const name of ['Honda City', 'Hyundai Verna']) expect(categoryOfModel(name)).toBe('sedan');
    for (const name of ['Hyundai Creta', 'Tata Nexon']) expect(categoryOfModel(name)).toBe('suv');
    for (const name of ['BMW 3 Series', 'Audi A4', 'Mercedes C-Class']) expect(categoryOfModel(name)).toBe('luxury');
  });

  it('looks models up loosely and refuses unknown ones', () => {
    expect(categoryOfModel('  honda city ')).toBe('sedan');
    expect(categoryOfModel('Flying Carpet')).toBeUndefined();
  });

  it('labels every category group', () => {
    expect(CATEGORY_GROUP_LABELS).toEqual({ hatchback: 'Hatchbacks', sedan: 'Sedans', suv: 'SUVs', luxury: 'Luxury' });
  });
});
