import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import Pagination from '@mui/material/Pagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import Inbox from '@mui/icons-material/Inbox';
import Search from '@mui/icons-material/Search';
import { ApiError, get, post, request } from '../../../../common/web/api';
import { usePageTitle } from '../../../../common/web/site';
import { useApiList } from '../../hooks/useApiList';
import { useT } from '../../i18n';
import { LoadError } from '../../layout/LoadError';
import { PageLoader } from '../../layout/PageLoader';
import { ConfirmDialog } from './ConfirmDialog';
import { CustomerDialog } from './CustomerDialog';
import { addressLines, customerName, type Customer } from './types';

const PER_PAGE = 20;
const SEARCH_DELAY_MS = 300;

/**
 * /customers: the agent's address book (GET /api/sales/customer) — its customers and its own
 * addresses, primary first. Add and edit in a dialog, make one primary, delete after a confirm.
 * Checkout picks its receiver from here; `?edit=<id>` opens that entry (checkout links there when
 * the entry lacks what a courier needs).
 */
export default function CustomersPage() {
  const t = useT();
  usePageTitle(t('shop.nav.customers'));
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Customer | null | undefined>(undefined);
  const [opened, setOpened] = useState(0);
  const edit = (c: Customer | null) => {
    setEditing(c);
    setOpened((n) => n + 1);
  };
  // ?edit=<id> (checkout's link to the entry a courier order cannot ship to): that entry opens for editing.
  const [params, setParams] = useSearchParams();
  const editId = Number(params.get('edit'));
  useEffect(() => {
    if (!Number.isInteger(editId) || editId < 1) return;
    get<Customer>(`/sales/customer/${editId}`)
      .then(
        (c) => edit(c),
        (err: ApiError) => setNotice({ kind: 'error', message: err.message }),
      )
      .finally(() =>
        setParams(
          (p) => {
            p.delete('edit');
            return p;
          },
          { replace: true },
        ),
      );
  }, [editId, setParams]);
  const [deleting, setDeleting] = useState<Customer | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; message: string } | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(typed.trim());
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const list = useApiList<Customer>('/sales/customer', { page, perPage: PER_PAGE, search: search || undefined });
  const pages = Math.ceil((list.total ?? 0) / PER_PAGE);

  async function act(action: () => Promise<{ message: string }>) {
    setBusy(true);
    try {
      const { message } = await action();
      setNotice({ kind: 'success', message });
      list.retry();
    } catch (err) {
      setNotice({ kind: 'error', message: err instanceof ApiError ? err.message : String(err) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          {t('shop.customers.heading')}
        </Typography>
        <Button variant="contained" startIcon={<Add />} onClick={() => edit(null)}>
          {t('shop.customers.add')}
        </Button>
      </Box>
      <Typography color="text.secondary">{t('shop.customers.intro')}</Typography>
      {notice && (
        <Alert severity={notice.kind} role={notice.kind === 'error' ? 'alert' : 'status'} onClose={() => setNotice(null)}>
          {notice.message}
        </Alert>
      )}
      <TextField
        size="small"
        type="search"
        label={t('shop.customers.search')}
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        sx={{ maxWidth: 420 }}
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
      {list.loading && <PageLoader />}
      {list.error && <LoadError message={list.error.message} onRetry={list.retry} />}
      {list.items?.length === 0 && (
        <Card>
          <CardContent sx={{ textAlign: 'center', py: 6 }}>
            <Inbox color="disabled" sx={{ fontSize: 48 }} />
            <Typography variant="h6">{search ? t('common.error.noData') : t('shop.customers.empty')}</Typography>
          </CardContent>
        </Card>
      )}
      {list.items && list.items.length > 0 && (
        <Box data-testid="customer-list" sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))' }}>
          {list.items.map((c) => (
            <Card key={c.id} data-testid="customer-card" variant="outlined" sx={{ display: 'flex', flexDirection: 'column' }}>
              <CardContent sx={{ flex: 1, display: 'grid', gap: 0.5, alignContent: 'start' }}>
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem' }}>
                    {customerName(c)}
                  </Typography>
                  {c.addrTitle && <Chip size="small" variant="outlined" label={c.addrTitle} />}
                  {c.isPrimary && <Chip size="small" color="primary" label={t('shop.customers.primary')} data-testid="primary-chip" />}
                </Box>
                <Typography variant="body2">{[c.phoneCode, c.phoneNumber].filter(Boolean).join(' ')}</Typography>
                {c.email && <Typography variant="body2">{c.email}</Typography>}
                {addressLines(c).map((line) => (
                  <Typography key={line} variant="body2" color="text.secondary">
                    {line}
                  </Typography>
                ))}
              </CardContent>
              <CardActions sx={{ flexWrap: 'wrap' }}>
                <Button size="small" onClick={() => edit(c)}>
                  {t('shop.action.edit')}
                </Button>
                {!c.isPrimary && (
                  <Button size="small" disabled={busy} onClick={() => act(() => post('/sales/customer/set-primary', { id: c.id }))}>
                    {t('shop.customers.makePrimary')}
                  </Button>
                )}
                <Button size="small" color="error" onClick={() => setDeleting(c)}>
                  {t('shop.action.delete')}
                </Button>
              </CardActions>
            </Card>
          ))}
        </Box>
      )}
      {pages > 1 && <Pagination sx={{ justifySelf: 'center' }} count={pages} page={Math.min(page, pages)} onChange={(_e, p) => setPage(p)} />}
      <CustomerDialog
        key={opened}
        open={editing !== undefined}
        customer={editing ?? null}
        onClose={() => setEditing(undefined)}
        onSaved={(_saved, message) => {
          setEditing(undefined);
          setNotice({ kind: 'success', message });
          list.retry();
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('shop.customers.deleteTitle')}
        confirmLabel={t('shop.action.delete')}
        busy={busy}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          const target = deleting!;
          setDeleting(null);
          void act(() => request(`/sales/customer/delete/${target.id}`, { method: 'DELETE' }));
        }}
      >
        {t('shop.customers.deleteText', { name: deleting ? customerName(deleting) : '' })}
      </ConfirmDialog>
    </Box>
  );
}
