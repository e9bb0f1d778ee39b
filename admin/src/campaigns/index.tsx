import Campaign from '@mui/icons-material/Campaign';
import EmojiEvents from '@mui/icons-material/EmojiEvents';
import History from '@mui/icons-material/History';
import Redeem from '@mui/icons-material/Redeem';
import Stars from '@mui/icons-material/Stars';
import Tune from '@mui/icons-material/Tune';
import { Route } from 'react-router-dom';
import type { ConsoleArea } from '../areas';
import { lazyPage } from '../shared/lazyPage';
import { campaignProvider, deskProvider, pointProvider, redemptionProvider } from './api';

const CampaignOverview = lazyPage(() => import('./Overview').then((m) => m.CampaignOverview));
const CampaignList = lazyPage(() => import('./CampaignList').then((m) => m.CampaignList));
const CampaignCreatePage = lazyPage(() => import('./CampaignForm').then((m) => m.CampaignCreatePage));
const CampaignEditPage = lazyPage(() => import('./CampaignForm').then((m) => m.CampaignEditPage));
const RedeemHistory = lazyPage(() => import('./Redemptions').then((m) => m.RedeemHistory));
const RedeemedHistory = lazyPage(() => import('./Redemptions').then((m) => m.RedeemedHistory));
const WinPrize = lazyPage(() => import('./Redemptions').then((m) => m.WinPrize));
const PointHistory = lazyPage(() => import('./PointHistory').then((m) => m.PointHistory));

/**
 * Campaigns and reward points (docs/product.md: Marketing: /campaign-list, /campaign, /campaign/new,
 * /campaign/edit, /campaign/redeem-history, /campaign/point-history, /campaign/redeemed-history,
 * /campaign/win-prize): HQ and staff with "post content". The pages read the documented
 * /game/... calls through ./api.ts.
 */
const area: ConsoleArea = {
  routes: [
    <Route key="campaign-list" path="/campaign-list" element={<CampaignOverview />} />,
    <Route key="campaign" path="/campaign" element={<CampaignList />} />,
    <Route key="campaign-new" path="/campaign/new" element={<CampaignCreatePage />} />,
    <Route key="campaign-edit" path="/campaign/edit" element={<CampaignEditPage />} />,
    <Route key="campaign-redeem-history" path="/campaign/redeem-history" element={<RedeemHistory />} />,
    <Route key="campaign-redeemed-history" path="/campaign/redeemed-history" element={<RedeemedHistory />} />,
    <Route key="campaign-point-history" path="/campaign/point-history" element={<PointHistory />} />,
    <Route key="campaign-win-prize" path="/campaign/win-prize" element={<WinPrize />} />,
  ],
  menu: [
    { to: '/campaign-list', label: 'campaigns.menu.overview', group: 'marketing', icon: Campaign, access: 'campaigns' },
    { to: '/campaign', label: 'campaigns.menu.setup', group: 'marketing', icon: Tune, access: 'campaigns' },
    { to: '/campaign/win-prize', label: 'campaigns.menu.winPrize', group: 'marketing', icon: EmojiEvents, access: 'campaigns' },
    { to: '/campaign/redeem-history', label: 'campaigns.menu.redeemHistory', group: 'marketing', icon: History, access: 'campaigns' },
    { to: '/campaign/redeemed-history', label: 'campaigns.menu.redeemedHistory', group: 'marketing', icon: Redeem, access: 'campaigns' },
    { to: '/campaign/point-history', label: 'campaigns.menu.pointHistory', group: 'marketing', icon: Stars, access: 'campaigns' },
  ],
  dataProvider: { campaigns: campaignProvider, campaignRedemptions: redemptionProvider, campaignDesk: deskProvider, campaignPoints: pointProvider },
  messages: { en: () => import('./messages/en'), id: () => import('./messages/id'), ms: () => import('./messages/ms') },
};

export default area;
