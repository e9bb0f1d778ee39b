import englishMessages from 'ra-language-english';
import type { ConsoleLanguage } from '../providers/i18nProvider';
import type { Notices } from './notifications';

/** The console's own texts and resource names (English; defines the shape of id.ts and ms.ts). */
export const en = {
  admin: {
    period: { year: 'Year', month: 'Month' },
    dashboard: {
      title: 'Dashboard',
      welcome: 'Welcome, %{name}',
      signedInAs: '%{role} of %{company}',
      permissions: 'What you can do',
      noPermissions: 'No permissions have been given to you yet. Please ask HQ.',
    },
    permission: {
      create_product: 'Create products',
      manage_inventory: 'Manage inventory',
      create_courier: 'Set up couriers',
      promote_demote_suspend: 'Promote, demote and suspend agents',
      manage_orders: 'Manage orders',
      post_content: 'Post content',
      approve_manual_payment: 'Approve manual payments',
      setup_hall_of_fame: 'Set up the hall of fame',
      add_user: 'Add users',
      manage_payouts: 'Manage commission payouts',
    },
  },
  resources: {
    agents: {
      name: 'Agent |||| Agents',
      fields: { q: 'Search', name: 'Name', email: 'E-mail', username: 'Username', tier: 'Level', status: 'Status' },
    },
  },
};

/** Success notices per resource (notifications.ts); id.ts and ms.ts must name the same resources. */
export const notices = {
  products: ['Product created', 'Product saved', 'Product deleted'],
  categories: ['Category created', 'Category saved', 'Category deleted'],
  packages: ['Package created', 'Package saved', 'Package deleted'],
  combos: ['Combo created', 'Combo saved', 'Combo deleted'],
  couriers: ['Courier created', 'Courier saved', 'Courier deleted'],
  tiers: ['Level created', 'Level saved', 'Level deleted'],
  vouchers: ['Voucher created', 'Voucher saved', 'Voucher deleted'],
  branches: ['Branch created', 'Branch saved', 'Branch deleted'],
  terms: ['Agreement created', 'Agreement saved', 'Agreement deleted'],
  greetings: ['Greeting created', 'Greeting saved', 'Greeting deleted'],
  faqs: ['FAQ created', 'FAQ saved', 'FAQ deleted'],
} satisfies Notices;

/** English, loaded when the console needs it (providers/i18nProvider.ts). */
export default { ra: [englishMessages], texts: en, notices } satisfies ConsoleLanguage;
