import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { StoreProductChoice } from '../../../../common/api/store';
import type { Currency } from '../../../../common/constants';
import { formatMoney } from '../../../../common/money';
import { ApiError } from '../../../../common/web/api';
import { useLoad } from '../../hooks/useLoad';
import { LoadError } from '../../layout/LoadError';
import { useCurrentUser } from '../../session/SessionContext';
import { loadCoop, loadCoopChoices, saveCoopChoices, updateCoop } from './api';
import { CoopForm, CoopScreen } from './parts';
import { COOP_PATHS } from './paths';
import { useCoopT } from './texts';

/** /coop/setup: the school, classes and pickup; the products and prices (within each product's range, as the storefront's). */
export default function SetupPage() {
  const t = useCoopT();
  const setup = useLoad('coop-setup', loadCoop);
  return (
    <CoopScreen title={t('shop.coop.tabs.setup')} tab="setup">
      {setup.error ? (
        <LoadError message={setup.error.message} onRetry={setup.retry} />
      ) : setup.loading ? (
        <Skeleton variant="rounded" height={320} />
      ) : !setup.data ? (
        <Navigate to={COOP_PATHS.register} replace />
      ) : (
        <>
          <Card>
            <CardContent>
              <CoopForm setup={setup.data} submitLabel={t('shop.coop.form.save')} onSave={(input) => updateCoop(input)} />
            </CardContent>
          </Card>
          <Products />
        </>
      )}
    </CoopScreen>
  );
}

function Products() {
  const t = useCoopT();
  const user = useCurrentUser();
  const currency: Currency = user.company.currency;
  const choices = useLoad('coop-choices', loadCoopChoices);
  const [edits, setEdits] = useState<Record<number, { selected: boolean; price: string }>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  if (choices.error) return <LoadError message={choices.error.message} onRetry={choices.retry} />;
  if (choices.loading || !choices.data) return <Skeleton variant="rounded" height={240} />;
  const state = (c: StoreProductChoice) => edits[c.productId] ?? { selected: c.selected, price: String((c.price ?? c.maxPrice) / 100) };
  const save = async () => {
    const list = choices.data!;
    const products = list.filter((c) => state(c).selected).map((c) => ({ productId: c.productId, price: Math.round(Number(state(c).price) * 100) }));
    setErrors({});
    try {
      await saveCoopChoices(products);
      setNotice({ kind: 'success', text: t('shop.coop.products.saved') });
      choices.retry();
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      const mapped: Record<string, string> = {};
      for (const [key, text] of Object.entries(err.fields)) {
        const i = Number(key.split('.')[1]);
        if (products[i]) mapped[String(products[i].productId)] = text;
      }
      setErrors(mapped);
      setNotice({ kind: 'error', text: err.message });
    }
  };
  return (
    <Card>
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Typography variant="h6" component="h2">
          {t('shop.coop.products.title')}
        </Typography>
        {notice && <Alert severity={notice.kind}>{notice.text}</Alert>}
        {choices.data.map((c) => {
          const s = state(c);
          return (
            <Box key={c.productId} sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Checkbox checked={s.selected} onChange={(e) => setEdits({ ...edits, [c.productId]: { ...s, selected: e.target.checked } })} slotProps={{ input: { 'aria-label': c.name } }} />
              <Box sx={{ flex: '1 1 140px', minWidth: 0 }}>
                <Typography>{c.name}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {t('shop.coop.products.stock', { count: c.stock })}
                </Typography>
              </Box>
              <TextField
                size="small"
                type="number"
                sx={{ width: 150 }}
                label={t('shop.coop.products.price', { min: formatMoney(c.minPrice, currency), max: formatMoney(c.maxPrice, currency) })}
                value={s.price}
                disabled={!s.selected}
                error={Boolean(errors[String(c.productId)])}
                helperText={errors[String(c.productId)]}
                onChange={(e) => setEdits({ ...edits, [c.productId]: { ...s, price: e.target.value } })}
              />
            </Box>
          );
        })}
        <Button variant="contained" onClick={() => void save()}>
          {t('shop.coop.products.save')}
        </Button>
      </CardContent>
    </Card>
  );
}
