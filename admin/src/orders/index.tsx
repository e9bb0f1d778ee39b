import ReceiptLong from '@mui/icons-material/ReceiptLong';
import { Route } from 'react-router-dom';
import type { ConsoleArea } from '../areas';
import { ordersProvider } from './api';
import { lazyPage } from '../shared/lazyPage';

const OrderList = lazyPage(() => import('./OrderList').then((m) => m.OrderList));
const OrderCreatePage = lazyPage(() => import('./OrderCreate').then((m) => m.OrderCreatePage));
const OrderDetailsPage = lazyPage(() => import('./OrderDetails').then((m) => m.OrderDetailsPage));
const UpdatePickupPage = lazyPage(() => import('./UpdatePickup').then((m) => m.UpdatePickupPage));

/**
 * Manage orders (docs/product.md: Orders): the list with stage tabs (/manage-orders), one order
 * (/manage-orders/order-details?id=), HQ's order for an agent (/manage-orders/new) and a pickup
 * order's new date (/manage-orders/update-pickup?id=). HQ and staff holding manage_orders
 * (access.ts key 'manage-orders'); the list reads the `manage-orders` resource.
 */
const area: ConsoleArea = {
  routes: [
    <Route key="manage-orders" path="/manage-orders" element={<OrderList />} />,
    <Route key="manage-orders-new" path="/manage-orders/new" element={<OrderCreatePage />} />,
    <Route key="manage-orders-details" path="/manage-orders/order-details" element={<OrderDetailsPage />} />,
    <Route key="manage-orders-pickup" path="/manage-orders/update-pickup" element={<UpdatePickupPage />} />,
  ],
  menu: [{ to: '/manage-orders', label: 'orders.menu', group: 'sales', icon: ReceiptLong, access: 'manage-orders' }],
  dataProvider: { 'manage-orders': ordersProvider },
  messages: { en: () => import('./messages/en'), id: () => import('./messages/id'), ms: () => import('./messages/ms') },
};

export default area;
