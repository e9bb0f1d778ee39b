import ReceiptLong from '@mui/icons-material/ReceiptLong';
import { Route } from 'react-router-dom';
import type { ConsoleArea } from '../areas';
import { ordersProvider } from './api';
import { ordersTexts } from './messages';
import { OrderCreatePage } from './OrderCreate';
import { OrderDetailsPage } from './OrderDetails';
import { OrderList } from './OrderList';
import { UpdatePickupPage } from './UpdatePickup';

/**
 * Manage orders (SPEC.md §2 Orders): the list with stage tabs (/manage-orders), one order
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
  menu: [{ to: '/manage-orders', label: 'orders.menu', icon: ReceiptLong, access: 'manage-orders' }],
  dataProvider: { 'manage-orders': ordersProvider },
  messages: ordersTexts,
};

export default area;
