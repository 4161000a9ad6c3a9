/**
 * A valid /backend/tech_register body; the address is fresh on each call (so tests do not collide
 * on "email taken") unless `overrides` names one.
 */
export function registrationBody(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Sana',
    lastName: 'Iqbal',
    emailId: `sana.${Math.random().toString(36).slice(2)}@example.com`,
    password: 'Secret#123',
    confirmPassword: 'Secret#123',
    address: '12 Mall Road, Lahore',
    country: 'Pakistan',
    organization: 'PU',
    contact: '+92 300 1234567',
    ...overrides,
  };
}
