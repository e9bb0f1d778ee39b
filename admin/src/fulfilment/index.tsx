import Print from '@mui/icons-material/Print';
import { Route } from 'react-router-dom';
import type { ConsoleArea } from '../areas';
import { lazyPage } from '../shared/lazyPage';

const InvoicePage = lazyPage(() => import('./InvoicePage').then((m) => m.InvoicePage));
const PackingListPage = lazyPage(() => import('./PackingListPage').then((m) => m.PackingListPage));
const ShippingDocPage = lazyPage(() => import('./ShippingDocPage').then((m) => m.ShippingDocPage));
const TemplatesPage = lazyPage(() => import('./TemplatesPage').then((m) => m.TemplatesPage));

/**
 * Fulfilment documents: the printable invoice (/manage-orders/order-details/invoice?id=,
 * or ?ids= for several), packing lists (/packing-list?ids=), shipping labels by template
 * (/shipping-doc?ids=) and the label templates (/shipping-template). HQ and staff with
 * manage_orders (access.ts keys 'shipping-template', 'packing-list', 'shipping-doc'); the
 * documents are opened from the order list's bulk actions and the order's details.
 */
const area: ConsoleArea = {
  routes: [
    <Route key="invoice" path="/manage-orders/order-details/invoice" element={<InvoicePage />} />,
    <Route key="packing-list" path="/packing-list" element={<PackingListPage />} />,
    <Route key="shipping-doc" path="/shipping-doc" element={<ShippingDocPage />} />,
    <Route key="shipping-template" path="/shipping-template" element={<TemplatesPage />} />,
  ],
  menu: [{ to: '/shipping-template', label: 'fulfilment.menu', group: 'sales', icon: Print, access: 'shipping-template' }],
  messages: { en: () => import('./messages/en'), id: () => import('./messages/id'), ms: () => import('./messages/ms') },
};

export default area;
