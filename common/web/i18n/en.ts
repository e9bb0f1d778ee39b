import type { PaymentType } from '../../orders';

/** Texts shared by the HQ console and the agent app (English; defines the shape). */
export const en = {
  common: {
    language: { label: 'Language', en: 'English', id: 'Bahasa Indonesia', ms: 'Bahasa Melayu' },
    dialog: {
      tooManyTitle: 'Opss, too many requests!',
      tooManyText: 'Please try again in 5 minutes.',
      expiredTitle: 'Opss, your session have expired!',
      expiredText: 'You will be redirected to login page.',
      ok: 'OK',
      closing: 'Closing in %{seconds} s',
    },
    error: {
      general: "We're sorry, but an error has occurred. Please try again or contact HQ if the issue persists.",
      noResponse: 'No response from server',
      chunkTimeout: 'This page took too long to load. Please check your connection and try again.',
      offline: 'You are offline',
      somethingWrong: 'Something went wrong',
      invalidInput: 'Invalid input',
      noData: 'No Data Found!',
      notFound: '404 Page Not Found',
    },
    password: {
      rulesTitle: 'Your password must have:',
      length: 'At least 8 characters',
      uppercase: 'An uppercase letter',
      lowercase: 'A lowercase letter',
      number: 'A number',
      special: 'A special character',
      show: 'Show password',
      hide: 'Hide password',
    },
    validation: { mismatch: 'The passwords do not match.' },
    role: { hq: 'HQ', staff: 'Staff', agent: 'Agent', customer: 'Customer' },
    /** Every payment type's label (checked against PAYMENT_TYPES). */
    paymentType: { manual: 'Manual payment', credit: 'Credit wallet', gateway: 'Online banking (FPX)' } satisfies Record<PaymentType, string>,
    status: { new: 'New', active: 'Active', inactive: 'Inactive', suspended: 'Suspended' },
    today: 'Today is %{date}',
  },
};
