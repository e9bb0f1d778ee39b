import Folder from '@mui/icons-material/Folder';
import PermMedia from '@mui/icons-material/PermMedia';
import { Route } from 'react-router-dom';
import type { ConsoleArea } from '../areas';
import { documentedProvider } from '../providers/documentedProvider';
import { lazyPage } from '../shared/lazyPage';

const FilesPage = lazyPage(() => import('./FilesPage').then((m) => m.FilesPage));
const FoldersPage = lazyPage(() => import('./FoldersPage').then((m) => m.FoldersPage));

/** A folder as the server takes it: the name and the ticked levels (none: all levels). */
const folderBody = (data: Record<string, unknown>) => ({
  folderName: String(data.folderName ?? ''),
  tierIds: Array.isArray(data.tierIds) ? (data.tierIds as number[]) : [],
});

/**
 * Marketing files: /files (upload, list, preview, download, delete) and /files/folders
 * (folders by level). HQ and staff with post_content (access.ts key 'files').
 */
const area: ConsoleArea = {
  routes: [<Route key="files" path="/files" element={<FilesPage />} />, <Route key="files-folders" path="/files/folders" element={<FoldersPage />} />],
  menu: [
    { to: '/files', label: 'files.menu.files', group: 'marketing', icon: PermMedia, access: 'files' },
    { to: '/files/folders', label: 'files.menu.folders', group: 'marketing', icon: Folder, access: 'files' },
  ],
  dataProvider: {
    'marketing-folders': documentedProvider({ list: '/marketing/folder', base: '/marketing/folder', getOne: 'filter', update: 'store', body: folderBody }),
  },
  messages: { en: () => import('./messages/en'), id: () => import('./messages/id'), ms: () => import('./messages/ms') },
};

export default area;
