import { Title, useGetIdentity, usePermissions, useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { Permission, Role } from '../../../common/constants';
import { formatToday } from '../../../common/web/format';
import { useLanguage } from '../../../common/web/i18n';
import { useSite } from '../../../common/web/site';
import { lazyPage } from '../shared/lazyPage';

/** The figures and their chart load in their own chunk, after the console's first screen. */
const Figures = lazyPage(() => import('./Figures').then((m) => m.default));

/** The console's home: who is signed in, what they may do (staff), and the figures their permissions open (Figures.tsx). */
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
          {permissions && <Typography color="text.secondary">{translate('admin.dashboard.signedInAs', { role: translate(`common.role.${permissions.role}`), company: site.name })}</Typography>}
          <Typography color="text.secondary">{translate('common.today', { date: formatToday(lang) })}</Typography>
        </CardContent>
      </Card>
      {permissions?.role === 'staff' && (
        <Card>
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              {translate('admin.dashboard.permissions')}
            </Typography>
            {permissions.permissions.length ? (
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
      <Figures />
    </Box>
  );
}
