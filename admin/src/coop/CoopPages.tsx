import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Title, useNotify, useTranslate } from 'react-admin';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Print from '@mui/icons-material/Print';
import { useQueryClient } from '@tanstack/react-query';
import { formatMoney } from '../../../common/money';
import type { CoopOrderRow, CoopPickupStatus } from '../../../common/api/store-coop';
import { agentChoices, type Choice } from '../agents/api';
import { PrintStyles } from '../fulfilment/shared';
import { formatTime } from '../shared/dates';
import { useCompanyFacts } from '../shared/inputs';
import { LoadError } from '../shared/LoadError';
import { TablePager } from '../shared/TablePager';
import { useLoad } from '../shared/query';
import { loadCoopOrders, loadCoopStores, loadPickingList, registerCoop, setPickup } from './api';

const KEY = ['coop'];
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];
/** 2024-01-01 was a Monday: weekday n is January n. */
const weekdayName = (n: number, lang: string) => new Intl.DateTimeFormat(lang, { weekday: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, n)));

/** /coop: the co-op stores, each with its orders and picking list, and registering one for an agent. */
export function CoopStoresPage() {
  const translate = useTranslate();
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(25);
  const stores = useLoad([...KEY, 'stores', page, perPage], () => loadCoopStores(page, perPage), { keepPrevious: true });
  return (
    <Box sx={{ display: 'grid', gap: 2, p: { xs: 1, sm: 2 } }}>
      <Title title={translate('coop.title')} />
      <Typography color="text.secondary">{translate('coop.intro')}</Typography>
      <Card>
        {stores.error ? (
          <LoadError error={stores.error} onRetry={stores.retry} />
        ) : !stores.data ? (
          <Skeleton variant="rectangular" height={120} />
        ) : !stores.data.data.length ? (
          <CardContent>
            <Typography data-testid="coop-empty">{translate('coop.empty')}</Typography>
          </CardContent>
        ) : (
          <>
            <Table size="small" data-testid="coop-stores">
              <TableHead>
                <TableRow>
                  <TableCell>{translate('coop.column.store')}</TableCell>
                  <TableCell>{translate('coop.column.agent')}</TableCell>
                  <TableCell align="right">{translate('coop.column.orders')}</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {stores.data.data.map((s) => (
                  <TableRow key={s.id} data-testid={`coop-store-${s.slug}`}>
                    <TableCell>
                      <Link href={s.url} target="_blank" rel="noopener noreferrer">
                        {s.name}
                      </Link>
                    </TableCell>
                    <TableCell>{s.owner?.name ?? ''}</TableCell>
                    <TableCell align="right">{s.orders}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <Button component={RouterLink} to={`/coop/${s.id}`} size="small">
                        {translate('coop.orders')}
                      </Button>
                      <Button component={RouterLink} to={`/coop/${s.id}/picking-list`} size="small" startIcon={<Print />} data-testid={`coop-picking-${s.slug}`}>
                        {translate('coop.pickingList')}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <TablePager count={stores.data.total} page={page} perPage={perPage} onPage={setPage} onPerPage={setPerPage} labelRowsPerPage={translate('coop.rowsPerPage')} />
          </>
        )}
      </Card>
      <RegisterCard />
    </Box>
  );
}

/** HQ registers a co-op store for one of its agents (POST /api/stores/coop); the server's field errors show under their field. */
function RegisterCard() {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const lang = document.documentElement.lang || 'en';
  const [agentSearch, setAgentSearch] = useState('');
  const agents = useLoad(['coop', 'agents', agentSearch], () => agentChoices(agentSearch), { keepPrevious: true });
  const [agent, setAgent] = useState<Choice | null>(null);
  const [form, setForm] = useState({ name: '', slug: '', schoolName: '', schoolAddress: '', classes: '', pickupPoint: '', from: '07:30', to: '13:00' });
  const [days, setDays] = useState<number[]>([1, 2, 3, 4, 5]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const bind = (name: keyof typeof form) => ({
    value: form[name],
    onChange: (e: { target: { value: string } }) => setForm({ ...form, [name]: e.target.value }),
    error: Boolean(errors[name]),
    helperText: errors[name],
    size: 'small' as const,
    slotProps: { htmlInput: { 'data-testid': `coop-${name}` } },
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setErrors({});
    try {
      await registerCoop({
        agentId: Number(agent?.id ?? 0),
        name: form.name,
        slug: form.slug,
        schoolName: form.schoolName,
        schoolAddress: form.schoolAddress || null,
        classes: form.classes
          .split('\n')
          .map((c) => c.trim())
          .filter(Boolean),
        pickupPoint: form.pickupPoint,
        pickupTimes: days.map((weekday) => ({ weekday, from: form.from, to: form.to })),
      });
      notify('coop.register.done', { type: 'success' });
      await client.invalidateQueries({ queryKey: KEY });
    } catch (err) {
      const fields = (err as { body?: { errors?: Record<string, string> } }).body?.errors ?? {};
      const mapped: Record<string, string> = {};
      for (const [key, message] of Object.entries(fields)) {
        const field = key.startsWith('classes') ? 'classes' : key.startsWith('pickupTimes') ? 'from' : key;
        mapped[field] ??= message;
      }
      setErrors(mapped);
      notify(err instanceof Error ? err.message : 'list.error', { type: 'error' });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card component="form" onSubmit={submit} noValidate>
      <CardContent sx={{ display: 'grid', gap: 2, maxWidth: 640 }}>
        <Typography variant="h6" component="h2">
          {translate('coop.register.title')}
        </Typography>
        <Autocomplete
          size="small"
          options={agents.data ?? []}
          value={agent}
          filterOptions={(o) => o}
          getOptionLabel={(o) => o.name}
          isOptionEqualToValue={(a, b) => String(a.id) === String(b.id)}
          onInputChange={(_e, text, reason) => reason === 'input' && setAgentSearch(text)}
          onChange={(_e, choice) => setAgent(choice)}
          noOptionsText={translate('coop.register.noAgents')}
          renderInput={(params) => (
            <TextField {...params} label={translate('coop.register.agent')} placeholder={translate('coop.register.agentSearch')} error={Boolean(errors.agentId)} helperText={errors.agentId} />
          )}
        />
        <TextField label={translate('coop.register.name')} {...bind('name')} />
        <TextField label={translate('coop.register.slug')} {...bind('slug')} />
        <TextField label={translate('coop.register.schoolName')} {...bind('schoolName')} />
        <TextField label={translate('coop.register.schoolAddress')} {...bind('schoolAddress')} />
        <TextField label={translate('coop.register.classes')} multiline minRows={3} {...bind('classes')} />
        <TextField label={translate('coop.register.pickupPoint')} {...bind('pickupPoint')} />
        <Box>
          <Typography variant="body2">{translate('coop.register.days')}</Typography>
          {WEEKDAYS.map((d) => (
            <FormControlLabel
              key={d}
              label={weekdayName(d, lang)}
              control={<Checkbox size="small" checked={days.includes(d)} onChange={(e) => setDays(e.target.checked ? [...days, d].sort() : days.filter((x) => x !== d))} />}
            />
          ))}
        </Box>
        <Box sx={{ display: 'flex', gap: 2 }}>
          <TextField type="time" label={translate('coop.register.from')} {...bind('from')} />
          <TextField type="time" label={translate('coop.register.to')} {...bind('to')} />
        </Box>
        <Box>
          <Button type="submit" variant="contained" disabled={saving}>
            {translate('coop.register.submit')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}

/** /coop/:id: a co-op store's orders, by class and collected or not; a paid order is marked collected here. */
export function CoopOrdersPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const { currency } = useCompanyFacts();
  const storeId = Number(useParams().id);
  const [className, setClassName] = useState('');
  const [pickupStatus, setPickupStatus] = useState('');
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(25);
  const orders = useLoad([...KEY, 'orders', storeId, className, pickupStatus, page, perPage], () => loadCoopOrders(storeId, { className, pickupStatus, page, perPage }), { keepPrevious: true });
  const mark = async (row: CoopOrderRow, status: CoopPickupStatus) => {
    try {
      await setPickup(storeId, row.orderId, status);
      await client.invalidateQueries({ queryKey: KEY });
    } catch (err) {
      notify(err instanceof Error ? err.message : 'list.error', { type: 'error' });
    }
  };
  return (
    <Box sx={{ display: 'grid', gap: 2, p: { xs: 1, sm: 2 } }}>
      <Title title={translate('coop.orders')} />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button component={RouterLink} to="/coop">
          {translate('coop.back')}
        </Button>
        <TextField select size="small" sx={{ minWidth: 160 }} label={translate('coop.filter.class')} value={className} onChange={(e) => (setClassName(e.target.value), setPage(0))}>
          <MenuItem value="">{translate('coop.filter.all')}</MenuItem>
          {(orders.data?.classes ?? []).map((c) => (
            <MenuItem key={c} value={c}>
              {c}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" sx={{ minWidth: 160 }} label={translate('coop.filter.pickup')} value={pickupStatus} onChange={(e) => (setPickupStatus(e.target.value), setPage(0))}>
          <MenuItem value="">{translate('coop.filter.all')}</MenuItem>
          <MenuItem value="waiting">{translate('coop.pickupStatus.waiting')}</MenuItem>
          <MenuItem value="picked_up">{translate('coop.pickupStatus.picked_up')}</MenuItem>
        </TextField>
        <Button component={RouterLink} to={`/coop/${storeId}/picking-list`} startIcon={<Print />}>
          {translate('coop.pickingList')}
        </Button>
      </Box>
      <Card>
        {orders.error ? (
          <LoadError error={orders.error} onRetry={orders.retry} />
        ) : !orders.data ? (
          <Skeleton variant="rectangular" height={160} />
        ) : !orders.data.data.length ? (
          <CardContent>
            <Typography>{translate('coop.noOrders')}</Typography>
          </CardContent>
        ) : (
          <>
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" data-testid="coop-orders">
                <TableHead>
                  <TableRow>
                    {(['order', 'student', 'parent', 'class', 'payment', 'pickupAt', 'pickup'] as const).map((c) => (
                      <TableCell key={c}>{translate(`coop.column.${c}`)}</TableCell>
                    ))}
                    <TableCell />
                  </TableRow>
                </TableHead>
                <TableBody>
                  {orders.data.data.map((o) => (
                    <TableRow key={o.orderId}>
                      <TableCell>
                        {o.orderNo}
                        <Typography variant="caption" component="div" color="text.secondary">
                          {formatMoney(o.grandTotal, currency)}
                        </Typography>
                      </TableCell>
                      <TableCell>{o.studentName}</TableCell>
                      <TableCell>{o.parentName}</TableCell>
                      <TableCell>{o.className}</TableCell>
                      <TableCell>{translate(`coop.paymentStatus.${o.paymentStatus}`)}</TableCell>
                      <TableCell>{formatTime(o.pickupAt)}</TableCell>
                      <TableCell>{translate(`coop.pickupStatus.${o.pickupStatus}`)}</TableCell>
                      <TableCell align="right">
                        {o.pickupStatus === 'waiting' && o.paymentStatus === 'paid' && (
                          <Button size="small" onClick={() => void mark(o, 'picked_up')}>
                            {translate('coop.markCollected')}
                          </Button>
                        )}
                        {o.pickupStatus === 'picked_up' && (
                          <Button size="small" onClick={() => void mark(o, 'waiting')}>
                            {translate('coop.undo')}
                          </Button>
                        )}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
            <TablePager count={orders.data.total} page={page} perPage={perPage} onPage={setPage} onPerPage={setPerPage} labelRowsPerPage={translate('coop.rowsPerPage')} />
          </>
        )}
      </Card>
    </Box>
  );
}

/** /coop/:id/picking-list: the printable class-by-class picking list (units per product in each class, who collects what, and the totals). */
export function CoopPickingPage() {
  const translate = useTranslate();
  const storeId = Number(useParams().id);
  const [className, setClassName] = useState('');
  const list = useLoad([...KEY, 'picking', storeId, className], () => loadPickingList(storeId, className));
  const units = (rows: { name: string; variantName: string | null; quantity: number }[], testId?: string) => (
    <Table size="small" data-testid={testId}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('coop.column.product')}</TableCell>
          <TableCell align="right">{translate('coop.column.quantity')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((p) => (
          <TableRow key={`${p.name}:${p.variantName ?? ''}`}>
            <TableCell>{p.variantName ? `${p.name} (${p.variantName})` : p.name}</TableCell>
            <TableCell align="right">{p.quantity}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
  return (
    <Box sx={{ display: 'grid', gap: 2, p: { xs: 1, sm: 2 } }}>
      <PrintStyles />
      <Title title={translate('coop.pickingList')} />
      <Box className="no-print" sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button component={RouterLink} to="/coop">
          {translate('coop.back')}
        </Button>
        <TextField select size="small" sx={{ minWidth: 160 }} label={translate('coop.filter.class')} value={className} onChange={(e) => setClassName(e.target.value)}>
          <MenuItem value="">{translate('coop.filter.all')}</MenuItem>
          {(list.data?.classes ?? []).map((c) => (
            <MenuItem key={c.className} value={c.className}>
              {c.className}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="contained" startIcon={<Print />} onClick={() => window.print()} disabled={!list.data} data-testid="coop-print">
          {translate('coop.print')}
        </Button>
      </Box>
      {list.error ? (
        <LoadError error={list.error} onRetry={list.retry} />
      ) : !list.data ? (
        <Skeleton variant="rectangular" height={240} />
      ) : (
        <Box className="printable" data-testid="coop-picking-list" sx={{ display: 'grid', gap: 2 }}>
          <Typography variant="h5" component="h1">
            {translate('coop.listTitle', { store: list.data.store.name })}
          </Typography>
          <Typography color="text.secondary">
            {translate('coop.listIntro', { place: [list.data.store.pickupPoint, list.data.store.schoolName].filter(Boolean).join(', '), time: formatTime(list.data.generatedAt) })}
          </Typography>
          {!list.data.classes.length && <Alert severity="info">{translate('coop.nothing')}</Alert>}
          {list.data.classes.map((c) => (
            <Card key={c.className} className="print-page" data-testid={`coop-class-${c.className}`}>
              <CardContent sx={{ display: 'grid', gap: 1 }}>
                <Typography variant="h6" component="h2">
                  {c.className}
                </Typography>
                {units(c.products)}
                <Table size="small">
                  <TableHead>
                    <TableRow>
                      <TableCell>{translate('coop.column.student')}</TableCell>
                      <TableCell>{translate('coop.column.parent')}</TableCell>
                      <TableCell>{translate('coop.column.order')}</TableCell>
                      <TableCell>{translate('coop.column.product')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {c.orders.map((o) => (
                      <TableRow key={o.orderNo}>
                        <TableCell>{o.studentName}</TableCell>
                        <TableCell>{o.parentName}</TableCell>
                        <TableCell>{o.orderNo}</TableCell>
                        <TableCell>{o.items.map((i) => `${i.name}${i.variantName ? ` (${i.variantName})` : ''} × ${i.quantity}`).join(', ')}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </CardContent>
            </Card>
          ))}
          {list.data.classes.length > 0 && (
            <Card>
              <CardContent>
                <Typography variant="h6" component="h2">
                  {translate('coop.totals')}
                </Typography>
                {units(list.data.totals, 'coop-totals')}
              </CardContent>
            </Card>
          )}
        </Box>
      )}
    </Box>
  );
}
