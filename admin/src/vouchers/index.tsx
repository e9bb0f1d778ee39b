import LocalOffer from '@mui/icons-material/LocalOffer';
import History from '@mui/icons-material/History';
import { Navigate, Route, useParams } from 'react-router-dom';
import type { ConsoleArea } from '../areas';
import { usageProvider, voucherProvider } from './api';
import { lazyPage } from '../shared/lazyPage';

const VoucherList = lazyPage(() => import('./VoucherList').then((m) => m.VoucherList));
const VoucherCreatePage = lazyPage(() => import('./VoucherForm').then((m) => m.VoucherCreatePage));
const VoucherEditPage = lazyPage(() => import('./VoucherForm').then((m) => m.VoucherEditPage));
const HistoryList = lazyPage(() => import('./HistoryList').then((m) => m.HistoryList));

/** /voucher/edit/:id leads to the documented /voucher/edit?id=. */
function EditById() {
  const { id } = useParams();
  return <Navigate to={id ? `/voucher/edit?id=${encodeURIComponent(id)}` : '/voucher'} replace />;
}

/**
 * Vouchers (docs/product.md: Marketing: /voucher, /voucher/new, /voucher/edit, /voucher/history), HQ
 * only (no staff permission names them, so access.ts lets only HQ in). The pages read the
 * `vouchers` and `voucherUsages` resources through the documented calls of ./api.ts.
 */
const area: ConsoleArea = {
  routes: [
    <Route key="voucher" path="/voucher" element={<VoucherList />} />,
    <Route key="voucher-new" path="/voucher/new" element={<VoucherCreatePage />} />,
    <Route key="voucher-edit" path="/voucher/edit" element={<VoucherEditPage />} />,
    <Route key="voucher-edit-id" path="/voucher/edit/:id" element={<EditById />} />,
    <Route key="voucher-history" path="/voucher/history" element={<HistoryList />} />,
  ],
  menu: [
    { to: '/voucher', label: 'vouchers.menu.list', group: 'marketing', icon: LocalOffer, access: 'vouchers' },
    { to: '/voucher/history', label: 'vouchers.menu.history', group: 'marketing', icon: History, access: 'vouchers' },
  ],
  dataProvider: { vouchers: voucherProvider, voucherUsages: usageProvider },
  messages: { en: () => import('./messages/en'), id: () => import('./messages/id'), ms: () => import('./messages/ms') },
};

export default area;
