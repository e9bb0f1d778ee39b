import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import GlobalStyles from '@mui/material/GlobalStyles';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Print from '@mui/icons-material/Print';
import { useLoad } from '../../hooks/useLoad';
import { LoadError } from '../../layout/LoadError';
import { loadCoop, loadPicking } from './api';
import { PRINT_ONLY } from './OrderPage';
import { CoopScreen } from './parts';
import { COOP_PATHS } from './paths';
import { useCoopT } from './texts';

const unitsText = (rows: { name: string; variantName: string | null; quantity: number }[]) => rows.map((p) => `${p.name}${p.variantName ? ` (${p.variantName})` : ''} × ${p.quantity}`);

/** /manage-orders/coop/picking-list: the class-by-class picking list to print (units per product in each class, who collects what, the totals). */
export default function PickingListPage() {
  const t = useCoopT();
  const [className, setClassName] = useState('');
  const setup = useLoad('coop-setup', loadCoop);
  const list = useLoad(`coop-picking-${className}`, () => loadPicking(className));
  return (
    <CoopScreen title={t('shop.coop.picking.title')}>
      <GlobalStyles styles={PRINT_ONLY} />
      <Box className="no-print" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button component={RouterLink} to={COOP_PATHS.orders}>
          {t('shop.coop.order.back')}
        </Button>
        <TextField select size="small" sx={{ minWidth: 140 }} label={t('shop.coop.orders.class')} value={className} onChange={(e) => setClassName(e.target.value)}>
          <MenuItem value="">{t('shop.coop.orders.all')}</MenuItem>
          {(setup.data?.coop.classes ?? []).map((c) => (
            <MenuItem key={c} value={c}>
              {c}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="contained" startIcon={<Print />} disabled={!list.data} onClick={() => window.print()}>
          {t('shop.coop.picking.print')}
        </Button>
      </Box>
      {list.error ? (
        <LoadError message={list.error.message} onRetry={list.retry} />
      ) : !list.data ? (
        <Skeleton variant="rounded" height={240} />
      ) : (
        <Box className="printable" sx={{ display: 'grid', gap: 2 }} data-testid="coop-picking">
          <Typography variant="h6" component="h2">
            {list.data.store.name} — {list.data.store.schoolName}
          </Typography>
          <Typography color="text.secondary">{t('shop.coop.picking.intro')}</Typography>
          {!list.data.classes.length && <Alert severity="info">{t('shop.coop.picking.nothing')}</Alert>}
          {list.data.classes.map((c) => (
            <Card key={c.className} sx={{ breakInside: 'avoid' }}>
              <CardContent sx={{ display: 'grid', gap: 1 }}>
                <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
                  {c.className}
                </Typography>
                {unitsText(c.products).map((line) => (
                  <Typography key={line}>{line}</Typography>
                ))}
                {c.orders.map((o) => (
                  <Typography key={o.orderNo} variant="body2" color="text.secondary">
                    {o.studentName} ({o.parentName}, {o.orderNo}): {unitsText(o.items).join(', ')}
                  </Typography>
                ))}
              </CardContent>
            </Card>
          ))}
          {list.data.classes.length > 0 && (
            <Card>
              <CardContent>
                <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
                  {t('shop.coop.picking.totals')}
                </Typography>
                {unitsText(list.data.totals).map((line) => (
                  <Typography key={line}>{line}</Typography>
                ))}
              </CardContent>
            </Card>
          )}
        </Box>
      )}
    </CoopScreen>
  );
}
