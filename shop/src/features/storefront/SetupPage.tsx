import { useEffect, useMemo, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Search from '@mui/icons-material/Search';
import type { StoreFulfilment, StoreProductChoice, StoreSetup } from '../../../../common/api/store';
import { CURRENCY_SYMBOL, majorText, parseMajor } from '../../../../common/money';
import { ApiError } from '../../../../common/web/api';
import { SubmitButton } from '../../forms/SubmitButton';
import { useLoad } from '../../hooks/useLoad';
import { LoadError } from '../../layout/LoadError';
import { SectionCard } from '../../layout/SectionCard';
import { PATHS } from '../../paths';
import { useCurrentUser } from '../../session/SessionContext';
import { useMoney } from '../shop/format';
import { loadChoices, loadSetup, saveChoices, setupInput, updateStore } from './api';
import { FulfilmentChoice } from './DetailsForm';
import { StorefrontScreen } from './parts';
import { useStorefrontT } from './texts';

type Notice = { kind: 'success' | 'error'; message: string } | null;

/**
 * /storefront/setup: who ships the store's orders (own stock or dropship), and the products it
 * sells, each at a retail price the agent sets within the product's range. The range is shown on
 * every row and the server judges it: its 422 lands on the row whose price is out of range.
 */
export default function SetupPage() {
  const t = useStorefrontT();
  return (
    <StorefrontScreen title={t('shop.storefront.setup.title')} tab="setup">
      <Setup />
    </StorefrontScreen>
  );
}

function Setup() {
  const location = useLocation();
  const setup = useLoad('storefront-setup', loadSetup);
  const choices = useLoad('storefront-choices', loadChoices);
  const arrived = location.state as { notice?: string; kind?: 'success' | 'error' } | null;
  if (setup.error) return <LoadError message={setup.error.message} onRetry={setup.retry} />;
  if (choices.error) return <LoadError message={choices.error.message} onRetry={choices.retry} />;
  if (setup.loading || choices.loading || !choices.data) return <Skeleton variant="rounded" height={320} />;
  if (!setup.data) return <Navigate to={PATHS.storefrontRegister} replace />;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {arrived?.notice && (
        <Alert severity={arrived.kind ?? 'success'} data-testid="storefront-arrived">
          {arrived.notice}
        </Alert>
      )}
      <SetupForms setup={setup.data} choices={choices.data} />
    </Box>
  );
}

/** The store's setup as saved last, shared by the fulfilment choice and the product rows (own stock shows the agent's stock). */
function SetupForms({ setup, choices }: { setup: StoreSetup; choices: StoreProductChoice[] }) {
  const [current, setCurrent] = useState(setup);
  return (
    <>
      <Fulfilment current={current} setCurrent={setCurrent} />
      <Products initial={choices} fulfilment={current.fulfilment} />
    </>
  );
}

/** The fulfilment choice, saved as soon as it changes. */
function Fulfilment({ current, setCurrent }: { current: StoreSetup; setCurrent: (setup: StoreSetup) => void }) {
  const [notice, setNotice] = useState<Notice>(null);
  const t = useStorefrontT();
  async function change(fulfilment: StoreFulfilment) {
    const before = current;
    setCurrent({ ...current, fulfilment });
    try {
      const result = await updateStore({ ...setupInput(current), fulfilment });
      setCurrent(result.data);
      setNotice({ kind: 'success', message: result.message });
    } catch (err) {
      setCurrent(before);
      setNotice({ kind: 'error', message: (err as ApiError).message });
    }
  }
  return (
    <SectionCard title={t('shop.storefront.setup.fulfilment')} testId="storefront-fulfilment-card">
      {notice && (
        <Alert severity={notice.kind} onClose={() => setNotice(null)} data-testid="storefront-fulfilment-notice" data-kind={notice.kind}>
          {notice.message}
        </Alert>
      )}
      <FulfilmentChoice value={current.fulfilment} onChange={(v) => void change(v)} labelled={false} />
    </SectionCard>
  );
}

interface Row {
  choice: StoreProductChoice;
  selected: boolean;
  price: string;
}

const rowsOf = (choices: StoreProductChoice[], currency: Parameters<typeof majorText>[1]): Row[] =>
  choices.map((choice) => ({ choice, selected: choice.selected, price: majorText(choice.price ?? choice.maxPrice, currency) }));

/**
 * The 422's field errors by product: the server names a price `products.<index>.price` (the index
 * into the list sent) or `products.<productId>`; either lands on its row.
 */
function errorsByProduct(err: ApiError, sent: { productId: number }[]): Record<number, string> {
  const found: Record<number, string> = {};
  for (const [field, message] of Object.entries(err.fields)) {
    const index = /^products[.[](\d+)/.exec(field)?.[1];
    if (index === undefined) continue;
    const productId = sent[Number(index)]?.productId ?? Number(index);
    found[productId] = message;
  }
  return found;
}

function Products({ initial, fulfilment }: { initial: StoreProductChoice[]; fulfilment: StoreFulfilment }) {
  const t = useStorefrontT();
  const money = useMoney();
  const { company } = useCurrentUser();
  const [rows, setRows] = useState<Row[]>(() => rowsOf(initial, company.currency));
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [typed, setTyped] = useState('');
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim().toLowerCase()), 200);
    return () => clearTimeout(timer);
  }, [typed]);
  const shown = useMemo(() => rows.filter((r) => !search || `${r.choice.name} ${r.choice.sku} ${r.choice.categoryName ?? ''}`.toLowerCase().includes(search)), [rows, search]);

  const change = (productId: number, patch: Partial<Row>) => {
    setRows((all) => all.map((r) => (r.choice.productId === productId ? { ...r, ...patch } : r)));
    setErrors(({ [productId]: _, ...rest }) => rest);
  };

  async function save(event: React.FormEvent) {
    event.preventDefault();
    const selected = rows.filter((r) => r.selected);
    // A price that is not a number at all never leaves the page; whether it lies in the range is the server's word.
    const unreadable = Object.fromEntries(selected.filter((r) => parseMajor(r.price, company.currency) === null).map((r) => [r.choice.productId, t('shop.storefront.setup.badPrice')]));
    setErrors(unreadable);
    if (Object.keys(unreadable).length) return setNotice({ kind: 'error', message: t('common.error.invalidInput') });
    const products = selected.map((r) => ({ productId: r.choice.productId, price: parseMajor(r.price, company.currency)! }));
    setBusy(true);
    setNotice(null);
    try {
      const result = await saveChoices({ products });
      setRows(rowsOf(result.data, company.currency));
      setNotice({ kind: 'success', message: result.message });
    } catch (err) {
      const apiError = err instanceof ApiError ? err : new ApiError(-1, String(err));
      setErrors(errorsByProduct(apiError, products));
      setNotice({ kind: 'error', message: apiError.message });
    } finally {
      setBusy(false);
    }
  }

  const count = rows.filter((r) => r.selected).length;
  return (
    <Card component="form" noValidate onSubmit={save} data-testid="storefront-products">
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Typography variant="h6" component="h2">
          {t('shop.storefront.tabs.setup')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('shop.storefront.setup.intro')}
        </Typography>
        {notice && (
          <Alert severity={notice.kind} role={notice.kind === 'error' ? 'alert' : 'status'} onClose={() => setNotice(null)} data-testid="storefront-products-notice">
            {notice.message}
          </Alert>
        )}
        {!rows.length ? (
          <Alert severity="info">{t('shop.storefront.setup.empty')}</Alert>
        ) : (
          <>
            <TextField
              size="small"
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              placeholder={t('shop.storefront.setup.search')}
              slotProps={{
                htmlInput: { 'aria-label': t('shop.storefront.setup.search'), 'data-testid': 'storefront-products-search' },
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <Search />
                    </InputAdornment>
                  ),
                },
              }}
            />
            {!shown.length && <Alert severity="info">{t('shop.storefront.setup.noMatch')}</Alert>}
            {shown.map(({ choice, selected, price }) => {
              const error = errors[choice.productId];
              return (
                <Box
                  key={choice.productId}
                  data-testid={`storefront-product-${choice.productId}`}
                  sx={{ display: 'grid', gridTemplateColumns: 'auto 48px 1fr', gap: 1, alignItems: 'start', py: 1, borderTop: 1, borderColor: 'divider' }}
                >
                  <Checkbox
                    checked={selected}
                    onChange={(e) => change(choice.productId, { selected: e.target.checked })}
                    slotProps={{ input: { 'aria-label': t('shop.storefront.setup.sell', { name: choice.name }), 'data-testid': 'storefront-product-sell' } as object }}
                    sx={{ mt: -0.5 }}
                  />
                  <Avatar variant="rounded" src={choice.coverImageUrl ?? undefined} alt="" sx={{ width: 48, height: 48 }}>
                    {choice.name.charAt(0)}
                  </Avatar>
                  <Box sx={{ minWidth: 0, display: 'grid', gap: 0.75 }}>
                    <Box>
                      <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                        {choice.name}
                      </Typography>
                      <Typography variant="caption" color="text.secondary" component="div">
                        {[choice.sku, choice.categoryName].filter(Boolean).join(' · ')}
                      </Typography>
                      {fulfilment === 'own' && (
                        <Typography variant="caption" color={choice.stock > 0 ? 'text.secondary' : 'warning.main'} component="div" data-testid="storefront-product-stock">
                          {t('shop.storefront.setup.stock', { count: choice.stock })}
                        </Typography>
                      )}
                    </Box>
                    {selected && (
                      <TextField
                        size="small"
                        label={t('shop.storefront.setup.price')}
                        value={price}
                        onChange={(e) => change(choice.productId, { price: e.target.value })}
                        error={Boolean(error)}
                        helperText={error ?? t('shop.storefront.setup.range', { min: money(choice.minPrice), max: money(choice.maxPrice) })}
                        slotProps={{
                          input: { startAdornment: <InputAdornment position="start">{CURRENCY_SYMBOL[company.currency]}</InputAdornment> },
                          htmlInput: { inputMode: 'decimal', 'data-testid': 'storefront-product-price' },
                          formHelperText: { 'data-testid': 'storefront-product-price-help' } as object,
                        }}
                        sx={{ maxWidth: 240 }}
                      />
                    )}
                  </Box>
                </Box>
              );
            })}
          </>
        )}
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', position: 'sticky', bottom: 0, bgcolor: 'background.paper', py: 1 }}>
          <SubmitButton busy={busy} data-testid="storefront-products-save">
            {t('shop.storefront.setup.save')}
          </SubmitButton>
          <Typography variant="body2" color="text.secondary" data-testid="storefront-products-count">
            {t('shop.storefront.setup.selected', { count })}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}
