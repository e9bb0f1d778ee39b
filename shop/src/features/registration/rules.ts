import { email, matches, maxLength, required, strongPassword, type Rules } from '../../../../common/web/validation';
import { sameAs } from '../../forms/sameAs';

export interface RegistrationValues extends Record<string, string> {
  accCategory: 'individual' | 'company';
  accFirstName: string;
  accLastName: string;
  accCompany: string;
  accIdentity: string;
  email: string;
  username: string;
  accCodePhone: string;
  accPhone: string;
  password: string;
  confirm: string;
  /** 'yes' once the terms are accepted (form values are text). */
  acceptTerms: string;
}

/**
 * The self-registration form's checks, mirroring POST /api/user/self-register
 * (server/modules/agents/selfRegister.ts) and the password rule of docs/rules.md.
 */
export const registrationRules = (values: RegistrationValues): Rules<RegistrationValues> => ({
  accFirstName: [required, maxLength(100)],
  accLastName: [maxLength(100)],
  accCompany: values.accCategory === 'company' ? [required, maxLength(191)] : [],
  accIdentity: [required, maxLength(32)],
  email: [required, email, maxLength(191)],
  username: [required, (v) => (/^[A-Za-z0-9._-]{3,50}$/.test(v.trim()) ? null : { key: 'selfreg.usernameFormat' })],
  accCodePhone: [required, matches(/^\+?[0-9]{1,4}$/)],
  accPhone: [required, matches(/^[0-9 -]{6,20}$/)],
  password: [required, strongPassword],
  confirm: [required, sameAs(values.password)],
  acceptTerms: [(v) => (v === 'yes' ? null : { key: 'selfreg.termsRequired' })],
});
