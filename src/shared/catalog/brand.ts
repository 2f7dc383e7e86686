/** One source for the name and contacts every screen, footer and chat shows. */
export const BRAND = {
  name: 'GaadiCare',
  phone: '+91 80 4718 2020',
  email: 'support@gaadicare.in',
  location: 'Bangalore, Karnataka',
  serviceAreas: [
    'Indiranagar',
    'Koramangala',
    'BTM Layout',
    'HSR Layout',
    'Jayanagar',
    'JP Nagar',
    'Whitefield',
    'Marathahalli',
    'Electronic City',
    'Malleshwaram',
  ],
} as const;

/** The phone number in tel: form (digits and leading +). */
export const BRAND_PHONE_HREF = `tel:${BRAND.phone.replace(/[^\d+]/g, '')}`;
