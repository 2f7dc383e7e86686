import type { DocumentType } from '../../shared/schemas/onboarding';

/** The identity documents a provider may submit, as the onboarding form and the admin's review name them. */
export const DOCUMENT_TYPES: { value: DocumentType; label: string; example: string }[] = [
  { value: 'aadhar', label: 'Aadhaar Card', example: '2345 6789 0124' },
  { value: 'national_id', label: 'PAN Card (National ID)', example: 'ABCDE1234F' },
  { value: 'drivers_license', label: "Driver's Licence", example: 'KA01 20110012345' },
  { value: 'passport', label: 'Passport', example: 'A1234567' },
];
