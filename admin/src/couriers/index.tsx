import LocalShipping from '@mui/icons-material/LocalShipping';
import { Navigate, Route, useParams } from 'react-router-dom';
import { Resource } from 'react-admin';
import type { ConsoleArea } from '../areas';
import { courierProvider } from './api';
import { lazyPage } from '../shared/lazyPage';

const CourierList = lazyPage(() => import('./CourierList').then((m) => m.CourierList));
const CourierCreate = lazyPage(() => import('./CourierForm').then((m) => m.CourierCreate));
const CourierEdit = lazyPage(() => import('./CourierForm').then((m) => m.CourierEdit));

/** docs/product.md names the screens /courier, /courier/new and /courier/edit; they lead to the resource's pages. */
function EditRedirect() {
  const { id } = useParams();
  return <Navigate to={id ? `/couriers/${encodeURIComponent(id)}` : '/couriers'} replace />;
}

/** Couriers, their regions and rates: HQ and staff holding create_courier (access.ts). */
const area: ConsoleArea = {
  resources: <Resource key="couriers" name="couriers" list={CourierList} create={CourierCreate} edit={CourierEdit} icon={LocalShipping} recordRepresentation="name" />,
  routes: [
    <Route key="courier" path="/courier" element={<Navigate to="/couriers" replace />} />,
    <Route key="courier-new" path="/courier/new" element={<Navigate to="/couriers/create" replace />} />,
    <Route key="courier-edit" path="/courier/edit/:id?" element={<EditRedirect />} />,
  ],
  menu: [{ to: '/couriers', label: 'resources.couriers.name', group: 'catalogue', icon: LocalShipping, access: 'couriers' }],
  dataProvider: { couriers: courierProvider },
  messages: { en: () => import('./messages/en'), id: () => import('./messages/id'), ms: () => import('./messages/ms') },
};

export default area;
