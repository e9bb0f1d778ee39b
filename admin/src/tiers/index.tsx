import Layers from '@mui/icons-material/Layers';
import { Resource } from 'react-admin';
import type { ConsoleArea } from '../areas';
import { documentedProvider, writable } from '../providers/documentedProvider';
import { lazyPage } from '../shared/lazyPage';

const TierList = lazyPage(() => import('./TierList').then((m) => m.TierList));
const TierCreate = lazyPage(() => import('./TierList').then((m) => m.TierCreate));
const TierEdit = lazyPage(() => import('./TierList').then((m) => m.TierEdit));

/** Cleared amounts are zero; a cleared inactivity period falls back to the company's setting. */
function tierBody(data: Record<string, unknown>) {
  const body = writable(data);
  for (const [key, value] of Object.entries(body)) if (value === null && key !== 'inactiveDays') body[key] = 0;
  return body;
}

/** Tiers (levels) and their compensation settings: HQ only (access.ts). */
const area: ConsoleArea = {
  resources: <Resource key="tiers" name="tiers" list={TierList} create={TierCreate} edit={TierEdit} icon={Layers} recordRepresentation="levelName" />,
  menu: [{ to: '/tiers', label: 'resources.tiers.name', group: 'network', icon: Layers, access: 'tiers' }],
  dataProvider: {
    tiers: documentedProvider({ list: '/setup/tier', getOne: 'filter', body: tierBody }),
  },
  messages: { en: () => import('./messages/en'), id: () => import('./messages/id'), ms: () => import('./messages/ms') },
};

export default area;
