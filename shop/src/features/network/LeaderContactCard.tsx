import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { CurrentUser, LeaderRef } from '../../../../common/api/users';
import { useApiData } from '../../hooks/useApiData';
import { useT } from '../../i18n';
import { LoadError } from '../../layout/LoadError';
import { useCurrentUser } from '../../session/SessionContext';
import { ContactActions } from './ContactActions';

function Leader({ role, leader }: { role: 'upline' | 'helper'; leader: LeaderRef | null | undefined }) {
  const t = useT();
  return (
    <Box data-testid={`my-${role}`} sx={{ display: 'grid', gap: 1, alignContent: 'start' }}>
      <Typography variant="overline" component="h3" color="text.secondary">
        {t(role === 'upline' ? 'shop.network.myUpline' : 'shop.network.myHelper')}
      </Typography>
      {leader ? (
        <>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography sx={{ fontWeight: 500 }}>{leader.name}</Typography>
            <Chip size="small" variant="outlined" label={leader.level?.levelName ?? t('shop.network.noLevel')} />
          </Box>
          <ContactActions contact={leader} />
        </>
      ) : (
        <Typography color="text.secondary">{t(role === 'upline' ? 'shop.network.noUpline' : 'shop.network.noHelper')}</Typography>
      )}
    </Box>
  );
}

/** "My upline" and "My helper": name, level and contact buttons, from the agent's own GET /api/user/detail. */
export function LeaderContactCard() {
  const user = useCurrentUser();
  const detail = useApiData<CurrentUser>(user.role === 'agent' ? '/user/detail' : null);
  if (user.role !== 'agent') return null;
  return (
    <Card data-testid="leader-contact">
      <CardContent sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {detail.error ? (
          <Box sx={{ gridColumn: '1 / -1' }}>
            <LoadError message={detail.error.message} onRetry={detail.retry} />
          </Box>
        ) : (
          !detail.loading && (
            <>
              <Leader role="upline" leader={detail.data?.upline} />
              <Leader role="helper" leader={detail.data?.helper} />
            </>
          )
        )}
      </CardContent>
    </Card>
  );
}
