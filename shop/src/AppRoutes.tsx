import { Route, Routes } from 'react-router-dom';
import { lazyScreen } from '../../common/web/lazy';
import { AppShell } from './layout/AppShell';
import { AuthLayout } from './layout/AuthLayout';
import { PATHS } from './paths';
import { COOP_PATHS } from './features/coop/paths';
import { RequireAuth } from './session/RequireAuth';

const LoginPage = lazyScreen(() => import('./features/auth/LoginPage'));
const LogoutPage = lazyScreen(() => import('./features/auth/LogoutPage'));
const EntryRedirect = lazyScreen(() => import('./features/auth/EntryRedirect'));
const ForgotPasswordPage = lazyScreen(() => import('./features/auth/ForgotPasswordPage'));
const ResetPasswordPage = lazyScreen(() => import('./features/auth/ResetPasswordPage'));
const VerifyPage = lazyScreen(() => import('./features/auth/VerifyPage'));
const VerifiedPage = lazyScreen(() => import('./features/auth/VerifiedPage'));
const NewRegistrationPage = lazyScreen(() => import('./features/registration/NewRegistrationPage'));
const NoAccessPage = lazyScreen(() => import('./features/status/NoAccessPage'));
const OfflinePage = lazyScreen(() => import('./features/status/OfflinePage'));
const ServerErrorPage = lazyScreen(() => import('./features/status/ServerErrorPage'));
const SubscriptionExpiredPage = lazyScreen(() => import('./features/status/SubscriptionExpiredPage'));
const NotFoundPage = lazyScreen(() => import('./features/status/NotFoundPage'));
const HomePage = lazyScreen(() => import('./features/dashboard/HomePage'));
const ProfilePage = lazyScreen(() => import('./features/profile/ProfilePage'));
const SetupProfilePage = lazyScreen(() => import('./features/profile/SetupProfilePage'));
const FaqPage = lazyScreen(() => import('./features/help/FaqPage'));
const HelplinePage = lazyScreen(() => import('./features/help/HelplinePage'));
const MyShopPage = lazyScreen(() => import('./features/shop/MyShopPage'));
const ProductDetailsPage = lazyScreen(() => import('./features/shop/ProductDetailsPage'));
const MyNetworkPage = lazyScreen(() => import('./features/network/MyNetworkPage'));
const ShoppingCartPage = lazyScreen(() => import('./features/cart/ShoppingCartPage'));
const CheckoutPage = lazyScreen(() => import('./features/cart/CheckoutPage'));
const CustomersPage = lazyScreen(() => import('./features/customers/CustomersPage'));
const OrdersPage = lazyScreen(() => import('./features/orders/OrdersPage'));
const OrderDetailsPage = lazyScreen(() => import('./features/orders/OrderDetailsPage'));
const PayRedirectPage = lazyScreen(() => import('./features/payments/PayRedirectPage'));
const TopupConfirmPage = lazyScreen(() => import('./features/payments/TopupConfirmPage'));
const WalletPage = lazyScreen(() => import('./features/payments/WalletPage'));
const CommissionPage = lazyScreen(() => import('./features/commissions/CommissionPage'));
const IncomeStatementPage = lazyScreen(() => import('./features/commissions/IncomeStatementPage'));
const CheckCalculationPage = lazyScreen(() => import('./features/commissions/CheckCalculationPage'));
const PayoutPage = lazyScreen(() => import('./features/commissions/PayoutPage'));
const TransferPage = lazyScreen(() => import('./features/commissions/TransferPage'));
const QualificationPage = lazyScreen(() => import('./features/commissions/QualificationPage'));
const Cp58Page = lazyScreen(() => import('./features/cp58/Cp58Page'));
const MarketingFilesPage = lazyScreen(() => import('./features/marketing-files/MarketingFilesPage'));
const PointRewardsPage = lazyScreen(() => import('./features/points/PointRewardsPage'));
const PointHistoryPage = lazyScreen(() => import('./features/points/PointHistoryPage'));
const RedeemedRewardsPage = lazyScreen(() => import('./features/points/RedeemedRewardsPage'));
const RewardDetailsPage = lazyScreen(() => import('./features/points/RewardDetailsPage'));
const NewsfeedPage = lazyScreen(() => import('./features/news/NewsfeedPage'));
const NewsPostPage = lazyScreen(() => import('./features/news/NewsPostPage'));
const HallOfFamePage = lazyScreen(() => import('./features/news/HallOfFamePage'));
const LeaderboardPage = lazyScreen(() => import('./features/ranking/LeaderboardPage'));
const StorefrontEntry = lazyScreen(() => import('./features/storefront/StorefrontEntry'));
const StorefrontRegisterPage = lazyScreen(() => import('./features/storefront/RegisterPage'));
const StorefrontAccountPage = lazyScreen(() => import('./features/storefront/AccountPage'));
const StorefrontSetupPage = lazyScreen(() => import('./features/storefront/SetupPage'));
const StorefrontSummaryPage = lazyScreen(() => import('./features/storefront/SummaryPage'));
const CoopEntry = lazyScreen(() => import('./features/coop/CoopEntry'));
const CoopRegisterPage = lazyScreen(() => import('./features/coop/RegisterPage'));
const CoopAccountPage = lazyScreen(() => import('./features/coop/AccountPage'));
const CoopSetupPage = lazyScreen(() => import('./features/coop/SetupPage'));
const CoopSummaryPage = lazyScreen(() => import('./features/coop/SummaryPage'));
const CoopBannersPage = lazyScreen(() => import('./features/coop/BannersPage'));
const CoopBannerNewPage = lazyScreen(() => import('./features/coop/BannerNewPage'));
const CoopOrdersPage = lazyScreen(() => import('./features/coop/OrdersPage'));
const CoopOrderPage = lazyScreen(() => import('./features/coop/OrderPage'));
const CoopPickingListPage = lazyScreen(() => import('./features/coop/PickingListPage'));
const AffiliateEntry = lazyScreen(() => import('./features/affiliate/AffiliateEntry'));
const AffiliateRegisterPage = lazyScreen(() => import('./features/affiliate/RegisterPage'));
const AffiliateAccountPage = lazyScreen(() => import('./features/affiliate/AccountPage'));
const AffiliateSetupPage = lazyScreen(() => import('./features/affiliate/SetupPage'));
const AffiliateSummaryPage = lazyScreen(() => import('./features/affiliate/SummaryPage'));
type ResultPage = 'CheckoutPendingPage' | 'CheckoutCompletedPage' | 'CheckoutFailedPage' | 'TopupPendingPage' | 'TopupCompletedPage' | 'TopupFailedPage';
const result = (name: ResultPage) => lazyScreen<object>(() => import('./features/payments/PaymentResultPage').then((m) => ({ default: m[name] })));
const CheckoutPendingPage = result('CheckoutPendingPage');
const CheckoutCompletedPage = result('CheckoutCompletedPage');
const CheckoutFailedPage = result('CheckoutFailedPage');
const TopupPendingPage = result('TopupPendingPage');
const TopupCompletedPage = result('TopupCompletedPage');
const TopupFailedPage = result('TopupFailedPage');

/** The route table of docs/product.md for the agent app; every screen's code loads on first visit. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AuthLayout />}>
        <Route path={PATHS.login} element={<LoginPage />} />
        <Route path={PATHS.logout} element={<LogoutPage />} />
        <Route path={PATHS.forgotPassword} element={<ForgotPasswordPage />} />
        <Route path={PATHS.resetPassword} element={<ResetPasswordPage />} />
        <Route path={PATHS.verify} element={<VerifyPage />} />
        <Route path={PATHS.verified} element={<VerifiedPage />} />
        <Route path={PATHS.newRegistration} element={<NewRegistrationPage />} />
        <Route path={PATHS.memberEntry} element={<EntryRedirect type="member" />} />
        <Route path={PATHS.hqEntry} element={<EntryRedirect type="hq" />} />
        <Route path={PATHS.noAccess} element={<NoAccessPage />} />
        <Route path={PATHS.offline} element={<OfflinePage />} />
        <Route path={PATHS.serverError} element={<ServerErrorPage />} />
        <Route path={PATHS.subscriptionExpired} element={<SubscriptionExpiredPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route element={<RequireAuth />}>
        <Route element={<AppShell />}>
          <Route path={PATHS.home} element={<HomePage />} />
          <Route path={PATHS.homeAlias} element={<HomePage />} />
          <Route path={PATHS.profile} element={<ProfilePage />} />
          <Route path={PATHS.pagesProfile} element={<ProfilePage />} />
          <Route path={PATHS.setupProfile} element={<SetupProfilePage />} />
          <Route path={PATHS.faqs} element={<FaqPage />} />
          <Route path={PATHS.helpline} element={<HelplinePage />} />
          <Route path={PATHS.myShop} element={<MyShopPage />} />
          <Route path={PATHS.productDetails} element={<ProductDetailsPage />} />
          <Route path={PATHS.myNetwork} element={<MyNetworkPage />} />
          <Route path={PATHS.shoppingCart} element={<ShoppingCartPage />} />
          <Route path={PATHS.checkout} element={<CheckoutPage />} />
          <Route path={PATHS.customers} element={<CustomersPage />} />
          <Route path={PATHS.orders} element={<OrdersPage />} />
          <Route path={PATHS.orderDetails} element={<OrderDetailsPage />} />
          <Route path={PATHS.payment} element={<PayRedirectPage />} />
          <Route path={PATHS.checkoutPending} element={<CheckoutPendingPage />} />
          <Route path={PATHS.checkoutCompleted} element={<CheckoutCompletedPage />} />
          <Route path={PATHS.checkoutFailed} element={<CheckoutFailedPage />} />
          <Route path={PATHS.topupPending} element={<TopupPendingPage />} />
          <Route path={PATHS.topupCompleted} element={<TopupCompletedPage />} />
          <Route path={PATHS.topupFailed} element={<TopupFailedPage />} />
          <Route path={PATHS.topupConfirm} element={<TopupConfirmPage />} />
          <Route path={PATHS.wallet} element={<WalletPage />} />
          <Route path={PATHS.commission} element={<CommissionPage />} />
          <Route path={PATHS.incomeStatement} element={<IncomeStatementPage />} />
          <Route path={PATHS.checkCalculation} element={<CheckCalculationPage />} />
          <Route path={PATHS.commissionPayout} element={<PayoutPage />} />
          <Route path={PATHS.commissionTransfer} element={<TransferPage />} />
          <Route path={PATHS.qualification} element={<QualificationPage />} />
          <Route path={PATHS.cp58} element={<Cp58Page />} />
          <Route path={PATHS.marketingFiles} element={<MarketingFilesPage />} />
          <Route path={PATHS.pointRewards} element={<PointRewardsPage />} />
          <Route path={PATHS.pointHistory} element={<PointHistoryPage />} />
          <Route path={PATHS.redeemedRewards} element={<RedeemedRewardsPage />} />
          <Route path={PATHS.rewardDetails} element={<RewardDetailsPage />} />
          <Route path={PATHS.newsfeed} element={<NewsfeedPage />} />
          <Route path={PATHS.newsPost} element={<NewsPostPage />} />
          <Route path={PATHS.hallOfFame} element={<HallOfFamePage />} />
          <Route path={PATHS.scoreRanking} element={<LeaderboardPage />} />
          <Route path={PATHS.storefront} element={<StorefrontEntry />} />
          <Route path={PATHS.storefrontRegister} element={<StorefrontRegisterPage />} />
          <Route path={PATHS.storefrontAccount} element={<StorefrontAccountPage />} />
          <Route path={PATHS.storefrontSetup} element={<StorefrontSetupPage />} />
          <Route path={PATHS.storefrontSummary} element={<StorefrontSummaryPage />} />
          <Route path={COOP_PATHS.entry} element={<CoopEntry />} />
          <Route path={COOP_PATHS.register} element={<CoopRegisterPage />} />
          <Route path={COOP_PATHS.account} element={<CoopAccountPage />} />
          <Route path={COOP_PATHS.setup} element={<CoopSetupPage />} />
          <Route path={COOP_PATHS.summary} element={<CoopSummaryPage />} />
          <Route path={COOP_PATHS.banners} element={<CoopBannersPage />} />
          <Route path={COOP_PATHS.bannerNew} element={<CoopBannerNewPage />} />
          <Route path={COOP_PATHS.orders} element={<CoopOrdersPage />} />
          <Route path={COOP_PATHS.pickingList} element={<CoopPickingListPage />} />
          <Route path={COOP_PATHS.order} element={<CoopOrderPage />} />
          <Route path={PATHS.affiliate} element={<AffiliateEntry />} />
          <Route path={PATHS.affiliateRegister} element={<AffiliateRegisterPage />} />
          <Route path={PATHS.affiliateAccount} element={<AffiliateAccountPage />} />
          <Route path={PATHS.affiliateSetup} element={<AffiliateSetupPage />} />
          <Route path={PATHS.affiliateSummary} element={<AffiliateSummaryPage />} />
        </Route>
      </Route>
    </Routes>
  );
}
