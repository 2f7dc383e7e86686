import { DEFAULT_SETTINGS, type SupplierField, type SystemSettings } from '../../../shared/schemas/admin';

/** The demo's invoice supplier: a sample that only demo mode shows (outside it the operator enters the real one). */
export const DEMO_SUPPLIER: Pick<SystemSettings, SupplierField> = {
  supplierName: 'GaadiCare Services Private Limited',
  supplierAddress: '2nd Floor, 100 Feet Road, HAL 2nd Stage, Indiranagar, Bengaluru, Karnataka 560038',
  supplierGstin: '29AAGCG4821K1ZC',
};

/** The demo's grievance officer, named on the contact page (outside demo mode the operator names the real one). */
export const DEMO_GRIEVANCE_OFFICER: Pick<SystemSettings, 'grievanceOfficerName' | 'grievanceOfficerEmail' | 'grievanceOfficerPhone'> = {
  grievanceOfficerName: 'Meera Krishnan',
  grievanceOfficerEmail: 'grievance@gaadicare.example',
  grievanceOfficerPhone: '+919845012345',
};

/** The settings a demo database starts with. */
export const DEMO_SETTINGS: SystemSettings = { ...DEFAULT_SETTINGS, ...DEMO_SUPPLIER, ...DEMO_GRIEVANCE_OFFICER };
