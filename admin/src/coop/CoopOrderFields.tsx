import { useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { CoopOrderFields as Fields } from '../../../common/api/store-coop';
import { apiCall } from '../providers/httpClient';
import { formatTime } from '../shared/dates';
import { useLoad } from '../shared/query';

/** On the console's order details: a co-op order's student, parent, class and collection (nothing for other orders, or while it loads or fails). */
export function CoopOrderFields({ orderId }: { orderId: number }) {
  const translate = useTranslate();
  const fields = useLoad(['coop', 'order-fields', orderId], async () => (await apiCall<Fields | null>(`/stores/coop-order/${orderId}`)).data);
  const f = fields.data;
  if (!f) return null;
  const rows: [string, string][] = [
    ['coop.column.store', f.storeName],
    ['coop.column.student', f.studentName],
    ['coop.column.parent', f.parentName],
    ['coop.column.class', f.className],
    ['coop.column.pickup', `${translate(`coop.pickupStatus.${f.pickupStatus}`)}${f.pickedUpAt ? ` (${formatTime(f.pickedUpAt)})` : ''}`],
  ];
  return (
    <Card sx={{ mb: 2 }} data-testid="order-coop">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('coop.orderFields')}
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 1 }}>
          {rows.map(([label, value]) => (
            <Box key={label}>
              <Typography variant="caption" color="text.secondary">
                {translate(label)}
              </Typography>
              <Typography>{value}</Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
