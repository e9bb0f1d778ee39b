import Inventory2 from '@mui/icons-material/Inventory2';
import History from '@mui/icons-material/History';
import Tune from '@mui/icons-material/Tune';
import { Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import type { ConsoleArea } from '../areas';
import { inventoryProvider } from './api';
import { lazyPage } from '../shared/lazyPage';

const InventoryList = lazyPage(() => import('./InventoryList').then((m) => m.InventoryList));
const StockUpdate = lazyPage(() => import('./StockUpdate').then((m) => m.StockUpdate));
const HistoryList = lazyPage(() => import('./HistoryList').then((m) => m.HistoryList));

/**
 * Inventory (docs/product.md: /inventory, /inventory/update, /inventory/history): HQ and staff holding
 * manage_inventory (access.ts key 'inventory'). One resource, `inventory`, serves the stock list,
 * the update form (create) and the history (list with meta.history; delete = delete a movement).
 */
const area: ConsoleArea = {
  resources: <Resource key="inventory" name="inventory" list={InventoryList} icon={Inventory2} />,
  routes: [<Route key="inventory-update" path="/inventory/update" element={<StockUpdate />} />, <Route key="inventory-history" path="/inventory/history" element={<HistoryList />} />],
  menu: [
    { to: '/inventory', label: 'resources.inventory.name', group: 'catalogue', icon: Inventory2, access: 'inventory' },
    { to: '/inventory/update', label: 'inventory.menu.update', group: 'catalogue', icon: Tune, access: 'inventory' },
    { to: '/inventory/history', label: 'inventory.menu.history', group: 'catalogue', icon: History, access: 'inventory' },
  ],
  dataProvider: { inventory: inventoryProvider },
  messages: { en: () => import('./messages/en'), id: () => import('./messages/id'), ms: () => import('./messages/ms') },
};

export default area;
