import type { SvgIconComponent } from '@mui/icons-material';
import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import AccountTree from '@mui/icons-material/AccountTree';
import Paid from '@mui/icons-material/Paid';
import Link from '@mui/icons-material/Link';
import PermMedia from '@mui/icons-material/PermMedia';
import Leaderboard from '@mui/icons-material/Leaderboard';
import Dashboard from '@mui/icons-material/Dashboard';
import EmojiEvents from '@mui/icons-material/EmojiEvents';
import Newspaper from '@mui/icons-material/Newspaper';
import Person from '@mui/icons-material/Person';
import ContactMail from '@mui/icons-material/ContactMail';
import Description from '@mui/icons-material/Description';
import Quiz from '@mui/icons-material/Quiz';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Redeem from '@mui/icons-material/Redeem';
import Storefront from '@mui/icons-material/Storefront';
import Store from '@mui/icons-material/Store';
import School from '@mui/icons-material/School';
import { COOP_PATHS } from '../features/coop/paths';
import SupportAgent from '@mui/icons-material/SupportAgent';
import type { TaxDuty } from '../../../common/tax';
import { PATHS } from '../paths';

/** The drawer's entries; each later module adds its screens here. */
export interface NavItem {
  path: string;
  label: string;
  icon: SvgIconComponent;
  /** A company switch of the current user's detail the entry needs: listed only while it is on. */
  feature?: 'cp58_feature' | 'ejen_store_status' | 'go_affiliate_status' | 'e_koop_status';
  /** A duty of the company's tax regime (common/tax.ts) the entry belongs to: listed only where its country has it. */
  tax?: TaxDuty;
}

export const NAVIGATION: NavItem[] = [
  { path: PATHS.home, label: 'shop.nav.dashboard', icon: Dashboard },
  { path: PATHS.myShop, label: 'shop.nav.myShop', icon: Storefront },
  { path: PATHS.orders, label: 'shop.nav.orders', icon: ReceiptLong },
  { path: PATHS.storefront, label: 'shop.nav.storefront', icon: Store, feature: 'ejen_store_status' },
  { path: COOP_PATHS.entry, label: 'shop.nav.coop', icon: School, feature: 'e_koop_status' },
  { path: PATHS.affiliate, label: 'shop.nav.affiliate', icon: Link, feature: 'go_affiliate_status' },
  { path: PATHS.wallet, label: 'shop.nav.wallet', icon: AccountBalanceWallet },
  { path: PATHS.commission, label: 'shop.nav.commission', icon: Paid },
  { path: PATHS.cp58, label: 'shop.nav.cp58', icon: Description, feature: 'cp58_feature', tax: 'cp58' },
  { path: PATHS.marketingFiles, label: 'shop.nav.marketingFiles', icon: PermMedia },
  { path: PATHS.pointRewards, label: 'shop.nav.pointRewards', icon: Redeem },
  { path: PATHS.scoreRanking, label: 'shop.nav.scoreRanking', icon: Leaderboard },
  { path: PATHS.customers, label: 'shop.nav.customers', icon: ContactMail },
  { path: PATHS.myNetwork, label: 'shop.nav.myNetwork', icon: AccountTree },
  { path: PATHS.newsfeed, label: 'shop.nav.newsfeed', icon: Newspaper },
  { path: PATHS.hallOfFame, label: 'shop.nav.hallOfFame', icon: EmojiEvents },
  { path: PATHS.profile, label: 'shop.nav.profile', icon: Person },
  { path: PATHS.faqs, label: 'shop.nav.faqs', icon: Quiz },
  { path: PATHS.helpline, label: 'shop.nav.helpline', icon: SupportAgent },
];
