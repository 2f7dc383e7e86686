import { describe, expect, it } from 'vitest';
import { createServiceBodySchema } from '../../../shared/schemas/service';
import { NEW_SERVICE_VALUES, fromServiceForm, serviceFormSchema } from './service-form';

describe('service form', () => {
  it('starts from the spec defaults, which need only a name to be valid on the wire', () => {
    expect(NEW_SERVICE_VALUES).toMatchObject({ basePrice: '0', duration: '60', category: 'wash', vehicleType: 'car' });
    expect(serviceFormSchema.safeParse(NEW_SERVICE_VALUES).success).toBe(false);
    const named = serviceFormSchema.parse({ ...NEW_SERVICE_VALUES, name: '  Foam Wash ' });
    expect(createServiceBodySchema.parse(fromServiceForm(named))).toEqual({
      name: 'Foam Wash',
      description: '',
      nameKn: '',
      nameHi: '',
      descriptionKn: '',
      descriptionHi: '',
      basePrice: '0',
      duration: 60,
      category: 'wash',
      vehicleType: 'car',
      sacCode: '998714',
    });
  });

  it('refuses prices and durations the server would refuse', () => {
    const base = { ...NEW_SERVICE_VALUES, name: 'X' };
    expect(serviceFormSchema.safeParse({ ...base, basePrice: '12.345' }).success).toBe(false);
    expect(serviceFormSchema.safeParse({ ...base, basePrice: '-1' }).success).toBe(false);
    expect(serviceFormSchema.safeParse({ ...base, duration: '0' }).success).toBe(false);
    expect(serviceFormSchema.safeParse({ ...base, duration: '1.5' }).success).toBe(false);
    expect(serviceFormSchema.safeParse({ ...base, basePrice: '50000.01' }).success).toBe(false);
    expect(serviceFormSchema.safeParse({ ...base, basePrice: '499.50', duration: '90' }).success).toBe(true);
  });

  it('says what is wrong with a price in plain words, and names the length limits', () => {
    const base = { ...NEW_SERVICE_VALUES, name: 'X' };
    const messages = (patch: Partial<typeof base>) => serviceFormSchema.safeParse({ ...base, ...patch }).error?.issues.map((i) => i.message);
    expect(messages({ basePrice: '-500' })).toEqual(['Base price cannot be negative']);
    expect(messages({ basePrice: '12.345' })).toEqual(['Must be an amount in rupees with at most 2 decimals']);
    expect(messages({ basePrice: '50000.01' })).toEqual(['Base price must be at most ₹50,000']);
    expect(messages({ name: 'x'.repeat(101) })).toEqual(['Name must be at most 100 characters']);
    expect(messages({ description: 'x'.repeat(501) })).toEqual(['Description must be at most 500 characters']);
  });

  it('takes the Kannada and Hindi as optional, with the English limits, each message naming the field, the language and the limit', () => {
    const base = { ...NEW_SERVICE_VALUES, name: 'Foam Wash' };
    const messages = (patch: Partial<typeof base>) => serviceFormSchema.safeParse({ ...base, ...patch }).error?.issues.map((i) => i.message);
    expect(messages({ nameKn: 'ಕ'.repeat(101) })).toEqual(['Name in Kannada must be at most 100 characters']);
    expect(messages({ nameHi: 'क'.repeat(101) })).toEqual(['Name in Hindi must be at most 100 characters']);
    expect(messages({ descriptionKn: 'ಕ'.repeat(501) })).toEqual(['Description in Kannada must be at most 500 characters']);
    expect(messages({ descriptionHi: 'क'.repeat(501) })).toEqual(['Description in Hindi must be at most 500 characters']);
    const written = serviceFormSchema.parse({ ...base, nameKn: ' ಫೋಮ್ ವಾಶ್ ', descriptionHi: 'फोम से धुलाई' });
    expect(fromServiceForm(written)).toMatchObject({ nameKn: 'ಫೋಮ್ ವಾಶ್', nameHi: '', descriptionKn: '', descriptionHi: 'फोम से धुलाई' });
  });

  it('takes a description of only spaces as no description, on the form and on the wire alike', () => {
    const parsed = serviceFormSchema.parse({ ...NEW_SERVICE_VALUES, name: 'X', description: '   \n  ' });
    expect(parsed.description).toBe('');
    expect(fromServiceForm(parsed).description).toBe('');
    expect(createServiceBodySchema.parse({ ...fromServiceForm(parsed), description: '   ' }).description).toBe('');
  });
});
