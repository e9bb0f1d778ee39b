import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Title, useNotify, useTranslate } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { fromBusinessInput, toBusinessInput } from '../../../common/web/format';
import { updatePickup } from './api';
import { OrderLoadState, useOrder } from './OrderDetails';
import { formatTime, messageOf } from './shared';

/** /manage-orders/update-pickup?id=N: a new pickup date and time for a pickup order (POST /manage-orders/update-pickup). */
export function UpdatePickupPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const { id, valid, order, error, retry } = useOrder();
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  useEffect(() => {
    if (order) setValue(toBusinessInput(order.pickupAt));
  }, [order]);
  const title = translate('orders.pickup.title');
  if (!valid || error) return <OrderLoadState title={title} valid={valid} error={error} retry={retry} />;
  if (!order) return <Title title={title} />;
  const save = async () => {
    if (!value) return setFieldError(translate('orders.pickup.required'));
    setBusy(true);
    setFieldError(null);
    try {
      const { message } = await updatePickup(id, fromBusinessInput(value));
      notify(message, { type: 'success', messageArgs: { _: message } });
      void navigate(`/manage-orders/order-details?id=${id}`);
    } catch (err) {
      const fields = (err as { body?: { errors?: Record<string, string> } }).body?.errors;
      if (fields?.pickupAt) setFieldError(fields.pickupAt);
      notify(messageOf(err), { type: 'error', messageArgs: { _: messageOf(err) } });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box sx={{ mt: 2, maxWidth: 560 }}>
      <Title title={`${title}: ${order.orderNo}`} />
      <Card>
        <CardContent>
          <Typography variant="h6">{translate('orders.pickup.heading', { orderNo: order.orderNo })}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('orders.pickup.current', { branch: order.branch?.name ?? '—', when: formatTime(order.pickupAt) })}
          </Typography>
          {!order.can.updatePickup && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {translate('orders.pickup.notAllowed')}
            </Alert>
          )}
          <TextField
            type="datetime-local"
            label={translate('orders.pickup.pickupAt')}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            error={Boolean(fieldError)}
            helperText={fieldError ?? translate('orders.pickup.help')}
            slotProps={{ inputLabel: { shrink: true } }}
            fullWidth
          />
          <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
            <Button variant="contained" disabled={busy || !order.can.updatePickup} onClick={() => void save()}>
              {translate('ra.action.save')}
            </Button>
            <Button component={Link} to={`/manage-orders/order-details?id=${id}`}>
              {translate('ra.action.cancel')}
            </Button>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
