import { useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '../../../../common/web/site';
import { useT } from '../../i18n';
import { useCurrentUser } from '../../session/SessionContext';
import { AccountForm } from './AccountForm';
import { AvatarUpload } from './AvatarUpload';
import { BankForm } from './BankForm';
import { ChangePasswordForm } from './ChangePasswordForm';
import { SocialForm } from './SocialForm';
import { RecruitLinkCard } from '../registration/RecruitLinkCard';
import { LeaderContactCard } from '../network/LeaderContactCard';

const TABS = ['account', 'bank', 'social', 'password'] as const;
type ProfileTab = (typeof TABS)[number];

/** The agent's own profile: picture, recruit link, account details and address, bank, social media, password. */
export default function ProfilePage() {
  const t = useT();
  usePageTitle(t('shop.nav.profile'));
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const tab: ProfileTab = TABS.find((name) => name === params.get('tab')) ?? 'account';

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Card>
        <CardContent sx={{ display: 'flex', gap: 3, alignItems: 'center', flexWrap: 'wrap' }}>
          <AvatarUpload />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h5" component="h1">
              {user.name}
            </Typography>
            <Typography color="text.secondary">{user.email}</Typography>
            {user.username && <Typography color="text.secondary">@{user.username}</Typography>}
            <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
              {user.tier && <Chip size="small" color="primary" label={user.tier.levelName} />}
              <Chip size="small" label={t(`common.status.${user.status}`)} />
            </Box>
          </Box>
        </CardContent>
      </Card>
      <RecruitLinkCard />
      <LeaderContactCard />
      <Card>
        <Tabs value={tab} onChange={(_, value: ProfileTab) => setParams({ tab: value }, { replace: true })} variant="scrollable" allowScrollButtonsMobile>
          {TABS.map((name) => (
            <Tab key={name} value={name} label={t(`shop.profile.tabs.${name}`)} />
          ))}
        </Tabs>
        <CardContent sx={{ pt: 3 }}>
          {tab === 'account' && <AccountForm />}
          {tab === 'bank' && <BankForm />}
          {tab === 'social' && <SocialForm />}
          {tab === 'password' && <ChangePasswordForm />}
        </CardContent>
      </Card>
    </Box>
  );
}
