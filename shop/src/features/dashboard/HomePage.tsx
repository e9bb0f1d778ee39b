import { Link } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import Inbox from '@mui/icons-material/Inbox';
import { formatToday } from '../../../../common/web/format';
import { useLanguage } from '../../../../common/web/i18n';
import { usePageTitle } from '../../../../common/web/site';
import { useT } from '../../i18n';
import { PATHS } from '../../paths';
import { useCurrentUser } from '../../session/SessionContext';
import { RecruitLinkCard } from '../registration/RecruitLinkCard';

/** The agent's home: who they are, today's date, and the space later modules fill with figures. */
export default function HomePage() {
  const t = useT();
  const lang = useLanguage();
  const user = useCurrentUser();
  usePageTitle(t('shop.nav.dashboard'));
  const incomplete = !user.account.accPhone || !user.account.accAddressLine1;

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Card>
        <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Avatar src={user.avatarUrl ?? undefined} alt={user.name} sx={{ width: 64, height: 64 }}>
            {user.name.charAt(0).toUpperCase()}
          </Avatar>
          <Box sx={{ flex: 1, minWidth: 200 }}>
            <Typography variant="h5" component="h1">
              {t('shop.home.welcome', { name: user.name })}
            </Typography>
            <Typography color="text.secondary">{t('common.today', { date: formatToday(lang) })}</Typography>
          </Box>
          {user.tier && <Chip color="primary" label={user.tier.levelName} data-testid="tier" />}
        </CardContent>
      </Card>
      {incomplete && (
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" component={Link} to={PATHS.setupProfile}>
              {t('shop.home.completeAction')}
            </Button>
          }
        >
          {t('shop.home.completeProfile')}
        </Alert>
      )}
      <RecruitLinkCard />
      <Card>
        <CardContent sx={{ textAlign: 'center', py: 6 }}>
          <Inbox color="disabled" sx={{ fontSize: 48 }} />
          <Typography variant="h6">{t('common.error.noData')}</Typography>
          <Typography color="text.secondary">{t('shop.home.noFigures')}</Typography>
        </CardContent>
      </Card>
    </Box>
  );
}
