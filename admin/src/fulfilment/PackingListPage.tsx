import { Link, useSearchParams } from 'react-router-dom';
import { Title, useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { formatKg } from '../../../common/fulfilment';
import { formatTime } from '../orders/shared';
import { packingLists, parseIdsParam, type PackingDoc } from './api';
import { DocStates, DocToolbar, PrintStyles, useDocs } from './shared';

function PackingSheet({ p }: { p: PackingDoc }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`fulfilment.packing.${key}`);
  const i = (key: string) => translate(`fulfilment.invoice.${key}`);
  const shipping =
    p.shipment.type === 'courier' ? `${i('courier')}: ${p.shipment.courierName ?? '—'} · ${i('trackingNo')}: ${p.shipment.trackingNo ?? '—'}` : `${i('pickup')}: ${p.shipment.branch ?? '—'}`;
  return (
    <Paper className="print-page" sx={{ p: 4, mb: 3, maxWidth: 900, color: '#000', bgcolor: '#fff' }} data-testid="packing-list" data-order={p.orderNo}>
      <Typography variant="h5">{t('title').toUpperCase()}</Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2, my: 2 }}>
        <Box>
          <Typography variant="body2">
            {i('orderNo')}: <b>{p.orderNo}</b>
          </Typography>
          <Typography variant="body2">{`${i('invoiceNo')}: ${p.invoiceNo ?? '—'}`}</Typography>
          <Typography variant="body2">{`${i('orderDate')}: ${formatTime(p.orderDate)}`}</Typography>
          <Typography variant="body2">{shipping}</Typography>
        </Box>
        <Box>
          <Typography variant="overline" color="text.secondary">
            {i('shipTo')}
          </Typography>
          {[p.receiver.name, ...p.receiver.lines, p.receiver.phone].filter(Boolean).map((line, n) => (
            <Typography key={n} variant="body2">
              {line}
            </Typography>
          ))}
        </Box>
      </Box>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>#</TableCell>
            <TableCell>{i('item')}</TableCell>
            <TableCell>{t('variant')}</TableCell>
            <TableCell>{i('sku')}</TableCell>
            <TableCell align="right">{i('qty')}</TableCell>
            <TableCell align="center">{t('packed')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {p.items.map((item, n) => (
            <TableRow key={n}>
              <TableCell>{n + 1}</TableCell>
              <TableCell>{item.name}</TableCell>
              <TableCell>{item.variantName ?? '—'}</TableCell>
              <TableCell>{item.sku ?? '—'}</TableCell>
              <TableCell align="right">{item.quantity}</TableCell>
              <TableCell align="center">☐</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Box sx={{ mt: 2 }}>
        <Typography variant="body2">{`${t('units')}: ${p.units} · ${t('weight')}: ${formatKg(p.weightGrams)}`}</Typography>
        {p.notes && <Typography variant="body2">{`${t('notes')}: ${p.notes}`}</Typography>}
        {p.remark && <Typography variant="body2">{`${t('remark')}: ${p.remark}`}</Typography>}
        <Box sx={{ display: 'flex', gap: 6, mt: 4 }}>
          <Typography variant="body2">{`${t('packedBy')}: ____________________`}</Typography>
          <Typography variant="body2">{`${t('checkedBy')}: ____________________`}</Typography>
        </Box>
      </Box>
    </Paper>
  );
}

/** /packing-list?ids=1,2: packing lists of paid orders to ship or in delivery, one sheet per order; Print and Download PDF. */
export function PackingListPage() {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const ids = parseIdsParam(params.get('ids'));
  const { data, error, retry } = useDocs(['packingLists', ids], ids.length ? () => packingLists(ids) : null);
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate('fulfilment.packing.title')} />
      <PrintStyles />
      <DocToolbar document="packingList" ids={error ? [] : ids}>
        <Button component={Link} to="/manage-orders" startIcon={<ArrowBack />}>
          {translate('fulfilment.backToOrders')}
        </Button>
      </DocToolbar>
      <DocStates ids={ids} loaded={data !== null} count={data?.length ?? 0} error={error} retry={retry} />
      <Box className="printable">
        {data?.map((p) => (
          <PackingSheet key={p.orderId} p={p} />
        ))}
      </Box>
    </Box>
  );
}
