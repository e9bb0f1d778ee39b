import { useState } from 'react';
import { HttpError, Title, useTranslate } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
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
import OpenInNew from '@mui/icons-material/OpenInNew';
import type { StoreProductChoice, StoreSetup, StoreSummary } from '../../../common/api/store';
import type { HqStoreInput, HqStoreState } from '../../../common/api/store-affiliate';
import { formatMoney } from '../../../common/money';
import { apiCall } from '../providers/httpClient';
import { useCompanyFacts } from '../shared/inputs';
import { LoadError } from '../shared/LoadError';
import { useLoad } from '../shared/query';

type Notice = { kind: 'success' | 'error'; message: string } | null;

const failure = (err: unknown): { message: string; fields: Record<string, string> } =>
  err instanceof HttpError
    ? { message: err.message, fields: ((err.body as { errors?: Record<string, string> } | undefined)?.errors ?? {}) as Record<string, string> }
    : { message: String(err), fields: {} };

/**
 * /hq-store: HQ's own public store (docs/stores.md "HQ's store"; GET/PUT /api/hq-store): its
 * details (name, link, WhatsApp, about, open or closed), logo and banner, the products it sells at
 * a price within each product's range, and this year's totals. Agents' affiliate links lead here.
 */
export function HqStorePage() {
  const translate = useTranslate();
  const state = useLoad<HqStoreState>(['hq-store', 'setup'], async (signal) => (await apiCall<HqStoreState>('/hq-store', { signal })).data);
  const [saved, setSaved] = useState<StoreSetup | null>(null);
  const store = saved ?? state.data?.store ?? null;
  return (
    <Box sx={{ py: 2, display: 'grid', gap: 2 }} data-testid="hq-store-page">
      <Title title={translate('hqStore.title')} />
      <Card>
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <Box>
            <Typography variant="h6" component="h1" gutterBottom>
              {translate('hqStore.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('hqStore.intro')}
            </Typography>
          </Box>
          {state.error ? (
            <LoadError error={state.error} onRetry={state.retry} />
          ) : state.loading ? (
            <Skeleton variant="rounded" height={240} />
          ) : (
            <DetailsForm key={store?.updatedAt ?? 'new'} store={store} onSaved={setSaved} />
          )}
        </CardContent>
      </Card>
      {store && <Images store={store} onSaved={setSaved} />}
      {store && <Products key={store.id} />}
      {store && <Totals />}
    </Box>
  );
}

function DetailsForm({ store, onSaved }: { store: StoreSetup | null; onSaved: (s: StoreSetup) => void }) {
  const translate = useTranslate();
  const [values, setValues] = useState<HqStoreInput>({
    name: store?.name ?? '',
    slug: store?.slug ?? '',
    whatsapp: store?.whatsapp ?? '',
    about: store?.about ?? '',
    status: store?.status ?? 'active',
  });
  const [notice, setNotice] = useState<Notice>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (key: keyof HqStoreInput) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));
  async function save() {
    setBusy(true);
    setNotice(null);
    setFields({});
    try {
      const result = await apiCall<StoreSetup>('/hq-store', { method: 'PUT', body: { ...values, whatsapp: values.whatsapp || null, about: values.about || null } });
      onSaved(result.data);
      setNotice({ kind: 'success', message: result.message });
    } catch (err) {
      const f = failure(err);
      setFields(f.fields);
      setNotice({ kind: 'error', message: f.message });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Box
      component="form"
      sx={{ display: 'grid', gap: 2, maxWidth: 560 }}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      {!store && <Alert severity="info">{translate('hqStore.notSetUp')}</Alert>}
      {notice && (
        <Alert severity={notice.kind} data-testid="hq-store-notice">
          {notice.message}
        </Alert>
      )}
      {store && (
        <Link href={store.url} target="_blank" rel="noopener" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }} data-testid="hq-store-url">
          {store.url} <OpenInNew fontSize="small" />
        </Link>
      )}
      <TextField
        label={translate('hqStore.name')}
        value={values.name}
        onChange={set('name')}
        required
        error={Boolean(fields.name)}
        helperText={fields.name}
        slotProps={{ htmlInput: { maxLength: 80, 'data-testid': 'hq-store-name' } }}
      />
      <TextField
        label={translate('hqStore.slug')}
        value={values.slug}
        onChange={(e) => setValues((v) => ({ ...v, slug: e.target.value.toLowerCase() }))}
        required
        error={Boolean(fields.slug)}
        helperText={fields.slug ?? translate('hqStore.slugHelp')}
        slotProps={{ htmlInput: { maxLength: 40, 'data-testid': 'hq-store-slug' } }}
      />
      <TextField
        label={translate('hqStore.whatsapp')}
        value={values.whatsapp ?? ''}
        onChange={set('whatsapp')}
        error={Boolean(fields.whatsapp)}
        helperText={fields.whatsapp}
        slotProps={{ htmlInput: { maxLength: 30 } }}
      />
      <TextField label={translate('hqStore.about')} value={values.about ?? ''} onChange={set('about')} multiline minRows={3} slotProps={{ htmlInput: { maxLength: 2000 } }} />
      <TextField select label={translate('hqStore.status')} value={values.status} onChange={set('status')} sx={{ maxWidth: 240 }}>
        <MenuItem value="active">{translate('hqStore.statusValue.active')}</MenuItem>
        <MenuItem value="inactive">{translate('hqStore.statusValue.inactive')}</MenuItem>
      </TextField>
      <Box>
        <Button type="submit" variant="contained" disabled={busy} data-testid="hq-store-save">
          {translate(store ? 'hqStore.save' : 'hqStore.create')}
        </Button>
      </Box>
    </Box>
  );
}

function Images({ store, onSaved }: { store: StoreSetup; onSaved: (s: StoreSetup) => void }) {
  const translate = useTranslate();
  const [notice, setNotice] = useState<Notice>(null);
  async function upload(which: 'logo' | 'banner', file: File | undefined) {
    if (!file) return;
    const body = new FormData();
    body.append('image', file);
    try {
      const result = await apiCall<StoreSetup>(`/hq-store/${which}`, { method: 'POST', body });
      onSaved(result.data);
      setNotice({ kind: 'success', message: result.message });
    } catch (err) {
      setNotice({ kind: 'error', message: failure(err).message });
    }
  }
  return (
    <Card>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="subtitle1">{translate('hqStore.images')}</Typography>
        {notice && <Alert severity={notice.kind}>{notice.message}</Alert>}
        <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
          {(['logo', 'banner'] as const).map((which) => (
            <Box key={which} sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
              <Typography variant="body2">{translate(`hqStore.${which}`)}</Typography>
              {store[`${which}Url`] ? (
                <Box component="img" src={store[`${which}Url`]!} alt="" sx={{ maxHeight: 96, maxWidth: 240, borderRadius: 1, border: 1, borderColor: 'divider' }} />
              ) : (
                <Typography variant="caption" color="text.secondary">
                  {translate('hqStore.noImage')}
                </Typography>
              )}
              <Button variant="outlined" size="small" component="label">
                {translate('hqStore.upload')}
                <input hidden type="file" accept="image/jpeg,image/png" onChange={(e) => void upload(which, e.target.files?.[0])} />
              </Button>
            </Box>
          ))}
        </Box>
        <Typography variant="caption" color="text.secondary">
          {translate('hqStore.imageHelp')}
        </Typography>
      </CardContent>
    </Card>
  );
}

function Products() {
  const translate = useTranslate();
  const { currency } = useCompanyFacts();
  const money = (minor: number) => formatMoney(minor, currency);
  const choices = useLoad<StoreProductChoice[]>(['hq-store', 'products'], async (signal) => (await apiCall<StoreProductChoice[]>('/hq-store/products', { signal })).data);
  const [edits, setEdits] = useState<Map<number, { selected: boolean; price: string }>>(new Map());
  const [notice, setNotice] = useState<Notice>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  if (choices.error) return <LoadError error={choices.error} onRetry={choices.retry} />;
  if (choices.loading || !choices.data) return <Skeleton variant="rounded" height={200} />;
  const rows = choices.data;
  const rowOf = (c: StoreProductChoice) => edits.get(c.productId) ?? { selected: c.selected, price: String((c.price ?? c.maxPrice) / 100) };
  const change = (c: StoreProductChoice, next: Partial<{ selected: boolean; price: string }>) => setEdits((m) => new Map(m).set(c.productId, { ...rowOf(c), ...next }));
  const chosen = rows.filter((c) => rowOf(c).selected);
  async function save() {
    setBusy(true);
    setNotice(null);
    setFields({});
    try {
      const products = chosen.map((c) => ({ productId: c.productId, price: Math.round(parseFloat(rowOf(c).price) * 100) }));
      const result = await apiCall<StoreProductChoice[]>('/hq-store/products', { method: 'PUT', body: { products } });
      setEdits(new Map());
      choices.retry();
      setNotice({ kind: 'success', message: result.message });
    } catch (err) {
      const f = failure(err);
      // The server names the row by its place in what was sent.
      setFields(Object.fromEntries(Object.entries(f.fields).map(([k, v]) => [String(chosen[Number(k.split('.')[1])]?.productId ?? k), v])));
      setNotice({ kind: 'error', message: f.message });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Card>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="subtitle1">{translate('hqStore.products')}</Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('hqStore.productsHelp')}
        </Typography>
        {notice && (
          <Alert severity={notice.kind} data-testid="hq-store-products-notice">
            {notice.message}
          </Alert>
        )}
        {!rows.length ? (
          <Alert severity="info">{translate('hqStore.noProducts')}</Alert>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell padding="checkbox" />
                  <TableCell>{translate('hqStore.column.product')}</TableCell>
                  <TableCell align="right">{translate('hqStore.column.stock')}</TableCell>
                  <TableCell>{translate('hqStore.column.range')}</TableCell>
                  <TableCell>{translate('hqStore.column.price')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((c) => {
                  const r = rowOf(c);
                  return (
                    <TableRow key={c.productId} data-testid={`hq-store-product-${c.productId}`}>
                      <TableCell padding="checkbox">
                        <Checkbox checked={r.selected} onChange={(e) => change(c, { selected: e.target.checked })} slotProps={{ input: { 'aria-label': c.name } }} />
                      </TableCell>
                      <TableCell>
                        {c.name}
                        <Typography variant="caption" color="text.secondary" component="div">
                          {c.sku}
                        </Typography>
                      </TableCell>
                      <TableCell align="right">{c.stock}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {money(c.minPrice)} – {money(c.maxPrice)}
                      </TableCell>
                      <TableCell>
                        <TextField
                          size="small"
                          type="number"
                          value={r.price}
                          disabled={!r.selected}
                          onChange={(e) => change(c, { price: e.target.value })}
                          error={Boolean(fields[String(c.productId)])}
                          helperText={fields[String(c.productId)]}
                          slotProps={{ htmlInput: { step: '0.01', min: c.minPrice / 100, max: c.maxPrice / 100, 'data-testid': 'hq-store-price' } }}
                          sx={{ width: 140 }}
                        />
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </Box>
        )}
        <Box>
          <Button variant="contained" disabled={busy} onClick={() => void save()} data-testid="hq-store-products-save">
            {translate('hqStore.saveProducts', { count: chosen.length })}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}

function Totals() {
  const translate = useTranslate();
  const { currency } = useCompanyFacts();
  const summary = useLoad<StoreSummary>(['hq-store', 'summary'], async (signal) => (await apiCall<StoreSummary>('/hq-store/summary', { signal })).data);
  if (summary.error) return <LoadError error={summary.error} onRetry={summary.retry} />;
  if (summary.loading || !summary.data) return <Skeleton variant="rounded" height={80} />;
  const t = summary.data.totals;
  return (
    <Card>
      <CardContent>
        <Typography variant="subtitle1" gutterBottom>
          {translate('hqStore.totals', { year: summary.data.year })}
        </Typography>
        <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap' }} data-testid="hq-store-totals">
          <Typography>
            {translate('hqStore.visits')}: {t.visits}
          </Typography>
          <Typography>
            {translate('hqStore.orders')}: {t.orders}
          </Typography>
          <Typography>
            {translate('hqStore.sales')}: {formatMoney(t.sales, currency)}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}
