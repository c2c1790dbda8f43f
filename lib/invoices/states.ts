// The states and union territories of India with their GST state codes (the first two digits of
// a GSTIN), as the GST portal lists them. A customer's state is the place of supply on their tax
// invoice; it decides CGST + SGST (same state as the business) or IGST (another state).

export const INDIAN_STATES = [
  { code: '01', name: 'Jammu and Kashmir' },
  { code: '02', name: 'Himachal Pradesh' },
  { code: '03', name: 'Punjab' },
  { code: '04', name: 'Chandigarh' },
  { code: '05', name: 'Uttarakhand' },
  { code: '06', name: 'Haryana' },
  { code: '07', name: 'Delhi' },
  { code: '08', name: 'Rajasthan' },
  { code: '09', name: 'Uttar Pradesh' },
  { code: '10', name: 'Bihar' },
  { code: '11', name: 'Sikkim' },
  { code: '12', name: 'Arunachal Pradesh' },
  { code: '13', name: 'Nagaland' },
  { code: '14', name: 'Manipur' },
  { code: '15', name: 'Mizoram' },
  { code: '16', name: 'Tripura' },
  { code: '17', name: 'Meghalaya' },
  { code: '18', name: 'Assam' },
  { code: '19', name: 'West Bengal' },
  { code: '20', name: 'Jharkhand' },
  { code: '21', name: 'Odisha' },
  { code: '22', name: 'Chhattisgarh' },
  { code: '23', name: 'Madhya Pradesh' },
  { code: '24', name: 'Gujarat' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu' },
  { code: '27', name: 'Maharashtra' },
  { code: '29', name: 'Karnataka' },
  { code: '30', name: 'Goa' },
  { code: '31', name: 'Lakshadweep' },
  { code: '32', name: 'Kerala' },
  { code: '33', name: 'Tamil Nadu' },
  { code: '34', name: 'Puducherry' },
  { code: '35', name: 'Andaman and Nicobar Islands' },
  { code: '36', name: 'Telangana' },
  { code: '37', name: 'Andhra Pradesh' },
  { code: '38', name: 'Ladakh' },
] as const;

export type IndianState = (typeof INDIAN_STATES)[number];
export type StateCode = IndianState['code'];

export const STATE_CODES = INDIAN_STATES.map((s) => s.code) as [StateCode, ...StateCode[]];

export function findState(code: string | null | undefined): IndianState | undefined {
  return INDIAN_STATES.find((s) => s.code === code);
}

/** A state by its code or its name (any case), as a setting such as BUSINESS_STATE may give it. */
export function findStateByCodeOrName(value: string): IndianState | undefined {
  const v = value.trim().toLowerCase();
  return INDIAN_STATES.find((s) => s.code === v.padStart(2, '0') || s.name.toLowerCase() === v);
}

/** "Haryana (06)": how an invoice names a state. */
export const stateLabel = (state: IndianState) => `${state.name} (${state.code})`;
