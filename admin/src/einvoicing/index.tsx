import ReceiptLong from '@mui/icons-material/ReceiptLong';
import { Route } from 'react-router-dom';
import type { ConsoleArea } from '../areas';
import { lazyPage } from '../shared/lazyPage';

const EinvoicingPage = lazyPage(() => import('./EinvoicingPage').then((m) => m.EinvoicingPage));

/**
 * LHDN MyInvois e-invoicing (/e-invoicing, docs/einvoice.md): a month's e-invoices, submit the
 * pending ones, cancel, export, and the setup (HQ edits it). HQ and staff with manage_payouts
 * (access.ts key 'einvoicing'), in the menu's Money section where the company's tax regime is MyInvois (common/tax.ts: Malaysia).
 */
const area: ConsoleArea = {
  routes: [<Route key="e-invoicing" path="/e-invoicing" element={<EinvoicingPage />} />],
  menu: [{ to: '/e-invoicing', label: 'einvoicing.menu', group: 'money', icon: ReceiptLong, access: 'einvoicing', tax: 'einvoicing' }],
  messages: { en: () => import('./messages/en'), id: () => import('./messages/id'), ms: () => import('./messages/ms') },
};

export default area;
