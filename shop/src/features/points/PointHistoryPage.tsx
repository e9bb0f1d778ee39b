import { Link } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { PointEntryView } from '../../../../common/campaigns';
import { formatDateTime } from '../../../../common/web/format';
import { useLanguage } from '../../../../common/web/i18n';
import { usePageTitle } from '../../../../common/web/site';
import { LoadError } from '../../layout/LoadError';
import { PageLoader } from '../../layout/PageLoader';
import { orderPath } from '../../paths';
import { BackToRewards, PageTitle, Pager, usePaged } from './parts';
import { usePointsT } from './texts';

/** /point-rewards/point-history: the agent's points ledger, newest first (GET /game/history-point), 20 a page. */
export default function PointHistoryPage() {
  const t = usePointsT();
  const lang = useLanguage();
  usePageTitle(t('shop.points.history'));
  const list = usePaged<PointEntryView>('/game/history-point');
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <BackToRewards />
      <PageTitle>{t('shop.points.history')}</PageTitle>
      <Card>
        <CardContent sx={{ display: 'grid', gap: 1 }}>
          {list.error && <LoadError message={list.error.message} onRetry={list.retry} />}
          {list.loading && <PageLoader />}
          {list.data?.rows.length === 0 && (
            <Typography color="text.secondary" data-testid="no-data">
              {t('shop.points.noEntries')}
            </Typography>
          )}
          {!!list.data?.rows.length && (
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" data-testid="point-entries">
                <TableHead>
                  <TableRow>
                    <TableCell>{t('shop.points.date')}</TableCell>
                    <TableCell>{t('shop.points.movement')}</TableCell>
                    <TableCell>{t('shop.points.from')}</TableCell>
                    <TableCell align="right">{t('shop.points.points')}</TableCell>
                    <TableCell align="right">{t('shop.points.balanceAfter')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {list.data.rows.map((e) => (
                    <TableRow key={e.id} data-testid="point-entry">
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(e.createdAt, lang)}</TableCell>
                      <TableCell>{t(`shop.points.kinds.${e.kind}`)}</TableCell>
                      <TableCell>
                        {e.orderId && <Link to={orderPath(e.orderId)}>{e.orderNo ?? `#${e.orderId}`}</Link>} {e.campaignTitle}
                      </TableCell>
                      <TableCell align="right" sx={{ color: e.points < 0 ? 'error.main' : 'success.main', whiteSpace: 'nowrap' }}>
                        {e.points > 0 ? `+${e.points}` : `−${-e.points}`}
                      </TableCell>
                      <TableCell align="right">{e.balanceAfter}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          )}
          <Pager page={list.page} pages={list.pages} setPage={list.setPage} />
        </CardContent>
      </Card>
    </Box>
  );
}
