import { Title, useGetIdentity, usePermissions, useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import Inbox from '@mui/icons-material/Inbox';
import type { Permission, Role } from '../../../common/constants';
import { formatToday } from '../../../common/web/format';
import { useLanguage } from '../../../common/web/i18n';
import { useSite } from '../../../common/web/site';

/** The console's home: who is signed in and what they may do; later modules add their figures. */
export function Dashboard() {
  const translate = useTranslate();
  const lang = useLanguage();
  const site = useSite();
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions<{ role: Role; permissions: Permission[] }>();

  return (
    <Box sx={{ display: 'grid', gap: 2, mt: 2 }}>
      <Title title={translate('admin.dashboard.title')} />
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1">
            {translate('admin.dashboard.welcome', { name: identity?.fullName ?? '' })}
          </Typography>
          {permissions && (
            <Typography color="text.secondary">
              {translate('admin.dashboard.signedInAs', { role: translate(`common.role.${permissions.role}`), company: site.name })}
            </Typography>
          )}
          <Typography color="text.secondary">{translate('common.today', { date: formatToday(lang) })}</Typography>
        </CardContent>
      </Card>
      {permissions && (
        <Card>
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              {translate('admin.dashboard.permissions')}
            </Typography>
            {permissions.role === 'hq' ? (
              <Typography>{translate('admin.dashboard.allPermissions')}</Typography>
            ) : permissions.permissions.length ? (
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }} data-testid="staff-permissions">
                {permissions.permissions.map((p) => (
                  <Chip key={p} label={translate(`admin.permission.${p}`)} />
                ))}
              </Box>
            ) : (
              <Typography>{translate('admin.dashboard.noPermissions')}</Typography>
            )}
          </CardContent>
        </Card>
      )}
      <Card>
        <CardContent sx={{ textAlign: 'center', py: 5 }}>
          <Inbox color="disabled" sx={{ fontSize: 48 }} />
          <Typography variant="h6">{translate('common.error.noData')}</Typography>
          <Typography color="text.secondary">{translate('admin.dashboard.noFigures')}</Typography>
        </CardContent>
      </Card>
    </Box>
  );
}
