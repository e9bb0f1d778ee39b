import { email, matches, maxLength, required, type Rules } from '../../../../common/web/validation';

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
}

/** The self-registration form's checks (the same bounds as the account details). */
export const registrationRules = (values: RegistrationValues): Rules<RegistrationValues> => ({
  accFirstName: [required, maxLength(100)],
  accLastName: [maxLength(100)],
  accCompany: values.accCategory === 'company' ? [required, maxLength(191)] : [],
  accIdentity: [required, maxLength(32)],
  email: [required, email, maxLength(191)],
  username: [required, matches(/^[A-Za-z0-9._-]{3,50}$/)],
  accCodePhone: [required, matches(/^\+?[0-9]{1,4}$/)],
  accPhone: [required, matches(/^[0-9 -]{6,20}$/)],
});
