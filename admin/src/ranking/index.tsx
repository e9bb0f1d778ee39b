import { Route } from 'react-router-dom';
import EmojiEvents from '@mui/icons-material/EmojiEvents';
import type { ConsoleArea } from '../areas';
import { lazyPage } from '../shared/lazyPage';

const ScoreRankingPage = lazyPage(() => import('./ScoreRanking').then((m) => m.ScoreRankingPage));

/** Score ranking, in the Reports section: /score-ranking (HQ, and staff: access.ts). */
const area: ConsoleArea = {
  routes: [<Route key="score-ranking" path="/score-ranking" element={<ScoreRankingPage />} />],
  menu: [{ to: '/score-ranking', label: 'ranking.menu', group: 'reports', icon: EmojiEvents, access: 'score-ranking' }],
  messages: { en: () => import('./messages/en'), id: () => import('./messages/id'), ms: () => import('./messages/ms') },
};

export default area;
