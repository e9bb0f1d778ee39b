import Newspaper from '@mui/icons-material/Newspaper';
import EmojiEvents from '@mui/icons-material/EmojiEvents';
import { Route } from 'react-router-dom';
import type { ConsoleArea } from '../areas';
import { documentedProvider } from '../providers/documentedProvider';
import { lazyPage } from '../shared/lazyPage';

const NewsfeedPage = lazyPage(() => import('./NewsfeedPage').then((m) => m.NewsfeedPage));
const HallOfFamePage = lazyPage(() => import('./HallOfFamePage').then((m) => m.HallOfFamePage));

/** The form's values as multipart fields, the chosen file under `fileField`. */
const multipart = (fields: string[], fileField: string) => (data: Record<string, unknown>) => {
  const body = new FormData();
  for (const field of fields) if (data[field] !== undefined && data[field] !== null) body.set(field, String(data[field]));
  const file = (data[fileField] as { rawFile?: File } | null | undefined)?.rawFile;
  if (file) body.set(fileField, file);
  return body;
};

/**
 * The newsfeed (/newsfeed: GET /news-feed, store, updatePin, delete) for HQ and staff holding
 * "post content", and the hall of fame (/score-ranking/hall-of-fame: GET /hof, store, delete) for
 * HQ and staff holding "set up hall of fame" (access.ts).
 */
const area: ConsoleArea = {
  routes: [<Route key="newsfeed" path="/newsfeed" element={<NewsfeedPage />} />, <Route key="hall-of-fame" path="/score-ranking/hall-of-fame" element={<HallOfFamePage />} />],
  menu: [
    { to: '/newsfeed', label: 'newsfeed.menu', group: 'marketing', icon: Newspaper, access: 'newsfeed' },
    { to: '/score-ranking/hall-of-fame', label: 'hallOfFame.menu', group: 'marketing', icon: EmojiEvents, access: 'hall-of-fame' },
  ],
  dataProvider: {
    newsfeed: documentedProvider({ list: '/news-feed', getOne: 'filter', body: multipart(['subject', 'content', 'videoId', 'pin'], 'file') }),
    'hall-of-fame': documentedProvider({ list: '/hof', getOne: 'filter', body: multipart(['hofTitle', 'hofDate', 'userName', 'userAchievement'], 'userImg') }),
  },
  messages: { en: () => import('./messages/en'), id: () => import('./messages/id'), ms: () => import('./messages/ms') },
};

export default area;
