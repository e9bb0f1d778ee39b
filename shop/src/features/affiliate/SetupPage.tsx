import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ContentCopy from '@mui/icons-material/ContentCopy';
import WhatsApp from '@mui/icons-material/WhatsApp';
import { AFFILIATE_CODE, type AffiliateAccount, type AffiliateProductLink } from '../../../../common/api/store-affiliate';
import type { ApiError } from '../../../../common/web/api';
import { useLoad } from '../../hooks/useLoad';
import { LoadError } from '../../layout/LoadError';
import { SectionCard } from '../../layout/SectionCard';
import { useMoney } from '../shop/format';
import { loadAccount, loadProducts, updateAffiliate } from './api';
import { AffiliateScreen, useCopy } from './parts';
import { useAffiliateT } from './texts';

/** /affiliate/setup: the agent's code, and HQ's store's products each with its own link to copy or send. */
export default function SetupPage() {
  const t = useAffiliateT();
  return (
    <AffiliateScreen title={t('shop.affiliate.setup.title')} tab="setup">
      <Setup />
    </AffiliateScreen>
  );
}

function Setup() {
  const t = useAffiliateT();
  const location = useLocation();
  const account = useLoad('affiliate-account', loadAccount);
  const [saved, setSaved] = useState<AffiliateAccount | null>(null);
  const a = saved ?? account.data ?? null;
  const products = useLoad(a ? `affiliate-products-${a.code}` : null, loadProducts);
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; message: string } | null>(
    (location.state as { notice?: string } | null)?.notice ? { kind: 'success', message: (location.state as { notice: string }).notice } : null,
  );
  if (account.error) return <LoadError message={account.error.message} onRetry={account.retry} />;
  if (account.loading || !a) return <Skeleton variant="rounded" height={320} />;
  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-testid="affiliate-setup">
      {notice && (
        <Alert severity={notice.kind} onClose={() => setNotice(null)}>
          {notice.message}
        </Alert>
      )}
      <CodeCard
        account={a}
        onSaved={(next, message) => {
          setSaved(next);
          setNotice({ kind: 'success', message });
        }}
      />
      <SectionCard title={t('shop.affiliate.setup.products')} testId="affiliate-products">
        {products.error ? (
          <LoadError message={products.error.message} onRetry={products.retry} />
        ) : products.loading || !products.data ? (
          <Skeleton variant="rounded" height={160} />
        ) : (
          <ProductLinks products={products.data} />
        )}
      </SectionCard>
    </Box>
  );
}

function CodeCard({ account, onSaved }: { account: AffiliateAccount; onSaved: (a: AffiliateAccount, message: string) => void }) {
  const t = useAffiliateT();
  const [code, setCode] = useState(account.code);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function save() {
    setBusy(true);
    setError(null);
    try {
      const result = await updateAffiliate({ code: code.trim(), status: account.status });
      onSaved(result.data, result.message);
    } catch (err) {
      const e = err as ApiError;
      setError(e.fields.code ?? e.message);
    } finally {
      setBusy(false);
    }
  }
  return (
    <SectionCard title={t('shop.affiliate.setup.code')}>
      <Box
        component="form"
        sx={{ display: 'grid', gap: 1 }}
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <TextField
          value={code}
          onChange={(e) => setCode(e.target.value.toLowerCase())}
          error={Boolean(error)}
          helperText={error ?? t('shop.affiliate.setup.codeHelp')}
          slotProps={{ htmlInput: { maxLength: AFFILIATE_CODE.max, autoCapitalize: 'none', 'data-testid': 'affiliate-setup-code' } }}
        />
        <Box>
          <Button type="submit" variant="outlined" disabled={busy || !code.trim() || code.trim() === account.code} data-testid="affiliate-setup-save">
            {t('shop.affiliate.setup.save')}
          </Button>
        </Box>
      </Box>
    </SectionCard>
  );
}

function ProductLinks({ products }: { products: AffiliateProductLink[] }) {
  const t = useAffiliateT();
  const money = useMoney();
  const [search, setSearch] = useState('');
  const [copied, copy] = useCopy();
  const [last, setLast] = useState<string | null>(null);
  if (!products.length) return <Alert severity="info">{t('shop.affiliate.setup.noProducts')}</Alert>;
  const q = search.trim().toLowerCase();
  const shown = q ? products.filter((p) => p.name.toLowerCase().includes(q) || p.sku.toLowerCase().includes(q)) : products;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="body2" color="text.secondary">
        {t('shop.affiliate.setup.productsHelp')}
      </Typography>
      <TextField size="small" label={t('shop.affiliate.setup.search')} value={search} onChange={(e) => setSearch(e.target.value)} slotProps={{ htmlInput: { 'data-testid': 'affiliate-search' } }} />
      {copied && last && (
        <Alert severity={copied === 'done' ? 'success' : 'warning'} data-testid="affiliate-copied">
          {copied === 'done' ? t('shop.affiliate.setup.copied', { name: last }) : t('shop.affiliate.account.copyFailed')}
        </Alert>
      )}
      {!shown.length && <Typography color="text.secondary">{t('shop.affiliate.setup.noMatch')}</Typography>}
      {shown.map((p) => (
        <Box key={p.productId} sx={{ display: 'grid', gridTemplateColumns: '56px 1fr', gap: 1.5, alignItems: 'start' }} data-testid={`affiliate-product-${p.productId}`}>
          <Box component={p.coverImageUrl ? 'img' : 'div'} src={p.coverImageUrl ?? undefined} alt="" sx={{ width: 56, height: 56, objectFit: 'cover', borderRadius: 1, bgcolor: 'action.hover' }} />
          <Box sx={{ minWidth: 0, display: 'grid', gap: 0.5 }}>
            <Typography variant="subtitle2" sx={{ overflowWrap: 'anywhere' }}>
              {p.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('shop.affiliate.setup.price')}: {money(p.price)} · {t('shop.affiliate.setup.commission', { amount: money(p.commission) })}
            </Typography>
            <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }} data-testid="affiliate-product-link">
              {p.link}
            </Typography>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button
                size="small"
                variant="contained"
                startIcon={<ContentCopy />}
                onClick={() => {
                  setLast(p.name);
                  void copy(p.link);
                }}
                data-testid="affiliate-product-copy"
              >
                {t('shop.affiliate.setup.copyLink')}
              </Button>
              <Button
                size="small"
                variant="outlined"
                color="success"
                startIcon={<WhatsApp />}
                component="a"
                href={`https://wa.me/?text=${encodeURIComponent(`${p.name} ${p.link}`)}`}
                target="_blank"
                rel="noopener"
              >
                {t('shop.affiliate.account.whatsapp')}
              </Button>
            </Box>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
