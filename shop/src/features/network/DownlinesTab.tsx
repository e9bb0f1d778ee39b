import { useUrlList } from '../../hooks/useUrlList';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Inbox from '@mui/icons-material/Inbox';
import Search from '@mui/icons-material/Search';
import { USER_STATUSES } from '../../../../common/constants';
import { formatDay } from '../../../../common/web/format';
import { useLanguage } from '../../../../common/web/i18n';
import { useApiData } from '../../hooks/useApiData';
import { useApiList } from '../../hooks/useApiList';
import { useT } from '../../i18n';
import { LoadError } from '../../layout/LoadError';
import { PageLoader } from '../../layout/PageLoader';
import { useCurrentUser } from '../../session/SessionContext';
import { STATUS_COLOUR, type AgentRow } from './types';

export const PER_PAGE = 20;

interface TierRow {
  id: number;
  levelName: string;
  rankNumber: number;
}

/** The agent's downlines (its whole group, every depth) with search, level and status filters and pages. */
export function DownlinesTab({ onOpen }: { onOpen: (id: number) => void }) {
  const t = useT();
  const lang = useLanguage();
  const user = useCurrentUser();
  const { params, search, page, typed, setTyped, update } = useUrlList();
  const level = params.get('level') ?? '';
  const status = params.get('status') ?? '';

  const tiers = useApiData<TierRow[]>('/setup/tier', { query: { perPage: 100, sort: JSON.stringify(['rankNumber', 'ASC']) }, cache: true });
  const filter = { excludeId: user.id, ...(level ? { tierId: level === 'none' ? 'none' : Number(level) } : {}), ...(status ? { status } : {}) };
  const list = useApiList<AgentRow>('/agent-database', {
    page,
    perPage: PER_PAGE,
    search: search || undefined,
    sort: JSON.stringify(['joined', 'DESC']),
    filter: JSON.stringify(filter),
  });
  const rows = list.items;
  const total = list.total;
  const pages = Math.ceil((list.total ?? 0) / PER_PAGE);

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <TextField
          size="small"
          type="search"
          name="downlineSearch"
          label={t('shop.network.search')}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          sx={{ flex: '1 1 220px' }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search />
                </InputAdornment>
              ),
            },
          }}
        />
        <TextField
          select
          size="small"
          id="downline-level"
          label={t('shop.network.level')}
          value={level}
          onChange={(e) => update({ level: e.target.value, page: '' })}
          sx={{ flex: '0 1 200px', minWidth: 160 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('shop.network.allLevels')}</MenuItem>
          {(tiers.data ?? []).map((tier) => (
            <MenuItem key={tier.id} value={String(tier.id)}>
              {tier.levelName}
            </MenuItem>
          ))}
          <MenuItem value="none">{t('shop.network.noLevel')}</MenuItem>
        </TextField>
        <TextField
          select
          size="small"
          id="downline-status"
          label={t('shop.network.status')}
          value={status}
          onChange={(e) => update({ status: e.target.value, page: '' })}
          sx={{ flex: '0 1 200px', minWidth: 160 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('shop.network.allStatuses')}</MenuItem>
          {USER_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`common.status.${s}`)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {list.loading && <PageLoader />}
      {list.error && <LoadError message={list.error.message} onRetry={list.retry} />}
      {rows && total === 0 && (
        <Card>
          <CardContent sx={{ textAlign: 'center', py: 6 }}>
            <Inbox color="disabled" sx={{ fontSize: 48 }} />
            <Typography variant="h6">{search || level || status ? t('common.error.noData') : t('shop.network.noDownline')}</Typography>
          </CardContent>
        </Card>
      )}
      {rows && total !== 0 && (
        <>
          <Typography variant="body2" color="text.secondary" data-testid="downline-total">
            {t('shop.network.results', { count: total })}
          </Typography>
          <Card>
            <List disablePadding>
              {rows.map((row) => (
                <ListItemButton key={row.id} divider data-testid="downline-row" onClick={() => onOpen(row.id)} sx={{ display: 'grid', gap: 0.5, alignItems: 'start' }}>
                  <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                    <Typography sx={{ fontWeight: 500 }}>{row.name}</Typography>
                    <Chip size="small" variant="outlined" label={row.tier?.levelName ?? t('shop.network.noLevel')} />
                    <Chip size="small" color={STATUS_COLOUR[row.status]} label={t(`common.status.${row.status}`)} />
                  </Box>
                  <Typography variant="body2" color="text.secondary">
                    {[
                      row.upline ? t('shop.network.upline', { name: row.upline.name }) : null,
                      row.joinedAt ? t('shop.network.joined', { date: formatDay(row.joinedAt, lang) }) : null,
                      t('shop.network.recruits', { count: row.recruitCount }),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography>
                </ListItemButton>
              ))}
            </List>
          </Card>
          {pages > 1 && (
            <Box sx={{ display: 'flex', justifyContent: 'center' }}>
              <Pagination count={pages} page={page} onChange={(_, value) => update({ page: value > 1 ? String(value) : '' })} color="primary" />
            </Box>
          )}
        </>
      )}
    </Box>
  );
}
