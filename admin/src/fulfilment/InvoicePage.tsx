import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Title, useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MuiLink from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { formatMoney } from '../../../common/money';
import type { Currency } from '../../../common/constants';
import { formatTime } from '../orders/shared';
import { invoices, parseIdsParam, type InvoiceDoc } from './api';
import { DocStates, DocToolbar, PrintStyles, useDocs } from './shared';

function Lines({ heading, lines }: { heading: string; lines: (string | null)[] }) {
  return (
    <Box>
      <Typography variant="overline" color="text.secondary">
        {heading}
      </Typography>
      {lines.filter(Boolean).map((line, i) => (
        <Typography key={i} variant="body2">
          {line}
        </Typography>
      ))}
    </Box>
  );
}

/**
 * The QR code of `text` as an SVG data URL, drawn by the qrcode package's browser build in a chunk
 * of its own: only an invoice with an e-invoice loads it, so the console's first screen stays small.
 */
function useQrCode(text: string): string | null {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((qr) => qr.toString(text, { type: 'svg', margin: 4, errorCorrectionLevel: 'M' }))
      .then((svg) => live && setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`))
      // Without the chunk (offline) the UUID and the link still stand; the PDF has the code too.
      .catch(() => live && setSrc(null));
    return () => {
      live = false;
    };
  }, [text]);
  return src;
}

/** The order's LHDN e-invoice (its own or the consolidated one) at the invoice's foot, as the PDF prints it: the validation link's QR code, the UUID and the link. */
function EinvoiceFoot({ einvoice }: { einvoice: NonNullable<InvoiceDoc['einvoice']> }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`fulfilment.invoice.${key}`);
  const qr = useQrCode(einvoice.link);
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mt: 3, pt: 2, borderTop: '1px solid #ddd' }} data-testid="invoice-einvoice">
      <Box sx={{ width: 110, height: 110, flex: 'none' }}>{qr && <img src={qr} alt={t('einvoiceQr')} width={110} height={110} data-testid="invoice-einvoice-qr" />}</Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="subtitle2">{t('einvoice')}</Typography>
        <Typography variant="body2">
          {`${t('einvoiceUuid')}: `}
          <b data-field="einvoiceUuid">{einvoice.uuid}</b>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('einvoiceLink')}
        </Typography>
        <MuiLink href={einvoice.link} target="_blank" rel="noopener noreferrer" variant="body2" sx={{ wordBreak: 'break-all' }} data-field="einvoiceLink">
          {einvoice.link}
        </MuiLink>
      </Box>
    </Box>
  );
}

/** One invoice as a printable A4-like sheet. */
function InvoiceSheet({ inv }: { inv: InvoiceDoc }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`fulfilment.invoice.${key}`);
  const money = (minor: number) => formatMoney(minor, inv.currency as Currency);
  const a = inv.amounts;
  const totals: [string, number, boolean?][] = [
    [t('subtotal'), a.subtotal],
    ...(a.discount ? [[t('discount'), -a.discount] as [string, number]] : []),
    ...(a.voucherDiscount ? [[`${t('voucherDiscount')}${inv.voucherCode ? ` (${inv.voucherCode})` : ''}`, -a.voucherDiscount] as [string, number]] : []),
    [t('shippingFee'), a.shippingFee],
    ...(a.adminFee ? [[t('adminFee'), a.adminFee] as [string, number]] : []),
    ...(a.tax ? [[t('tax'), a.tax] as [string, number]] : []),
    ...(a.serviceCharge ? [[t('serviceCharge'), a.serviceCharge] as [string, number]] : []),
    [t('grandTotal'), a.grandTotal, true],
    ...(a.paymentFee ? [[t('paymentFee'), a.paymentFee] as [string, number]] : []),
    [t('totalPaid'), a.totalPaid],
  ];
  const shipping =
    inv.shipment.type === 'courier' ? [`${t('courier')}: ${inv.shipment.courierName ?? '—'}`, `${t('trackingNo')}: ${inv.shipment.trackingNo ?? '—'}`] : [t('pickup'), inv.shipment.branch];
  const method = `${translate(`fulfilment.payment.${inv.payment.type}`)}${inv.payment.bankCode ? ` (FPX ${inv.payment.bankCode})` : ''}`;
  return (
    <Paper className="print-page" sx={{ p: 4, mb: 3, maxWidth: 900, color: '#000', bgcolor: '#fff' }} data-testid="invoice" data-invoice={inv.invoiceNo}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Box>
          <Typography variant="h6">{inv.issuer.name}</Typography>
          {inv.issuer.lines.map((l) => (
            <Typography key={l} variant="body2">
              {l}
            </Typography>
          ))}
          {inv.issuer.phone && <Typography variant="body2">{`${t('phone')}: ${inv.issuer.phone}`}</Typography>}
          {inv.issuer.email && <Typography variant="body2">{`${t('email')}: ${inv.issuer.email}`}</Typography>}
          {inv.issuer.registrationNo && <Typography variant="body2">{`${t('registrationNo')}: ${inv.issuer.registrationNo}`}</Typography>}
          {inv.issuer.taxNo && <Typography variant="body2">{`${t('taxNo')}: ${inv.issuer.taxNo}`}</Typography>}
        </Box>
        <Box sx={{ textAlign: 'right' }}>
          <Typography variant="h4">{t('title').toUpperCase()}</Typography>
          <Typography variant="body2">
            {t('invoiceNo')}: <b data-field="invoiceNo">{inv.invoiceNo}</b>
          </Typography>
          <Typography variant="body2">{`${t('invoiceDate')}: ${formatTime(inv.invoiceDate)}`}</Typography>
          <Typography variant="body2">{`${t('orderNo')}: ${inv.orderNo}`}</Typography>
          <Typography variant="body2">{`${t('orderDate')}: ${formatTime(inv.orderDate)}`}</Typography>
          <Typography variant="body2">{`${t('referenceNo')}: ${inv.referenceNo}`}</Typography>
        </Box>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 2, my: 3 }}>
        <Lines heading={t('billTo')} lines={[inv.buyer.name, inv.buyer.email, inv.buyer.phone]} />
        <Lines heading={t('shipTo')} lines={[inv.receiver.name, ...inv.receiver.lines, inv.receiver.phone]} />
        <Lines heading={t('shipment')} lines={[...shipping, inv.soldBy ? `${t('soldBy')}: ${inv.soldBy}` : null]} />
      </Box>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>#</TableCell>
            <TableCell>{t('item')}</TableCell>
            <TableCell>{t('sku')}</TableCell>
            <TableCell align="right">{t('qty')}</TableCell>
            <TableCell align="right">{t('unitPrice')}</TableCell>
            <TableCell align="right">{t('discount')}</TableCell>
            <TableCell align="right">{t('amount')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {inv.items.map((item, i) => (
            <TableRow key={i}>
              <TableCell>{i + 1}</TableCell>
              <TableCell>
                {item.name}
                {item.variantName && (
                  <Typography variant="caption" component="div">
                    {item.variantName}
                  </Typography>
                )}
              </TableCell>
              <TableCell>{item.sku ?? '—'}</TableCell>
              <TableCell align="right">{item.quantity}</TableCell>
              <TableCell align="right">{money(item.unitPrice)}</TableCell>
              <TableCell align="right">{item.discount ? `-${money(item.discount)}` : '—'}</TableCell>
              <TableCell align="right">{money(item.lineTotal)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Table size="small" sx={{ maxWidth: 360, ml: 'auto', mt: 2 }}>
        <TableBody>
          {totals.map(([label, value, strong]) => (
            <TableRow key={label}>
              <TableCell sx={strong ? { fontWeight: 'bold' } : undefined}>{label}</TableCell>
              <TableCell align="right" sx={strong ? { fontWeight: 'bold' } : undefined} data-amount={strong ? 'grandTotal' : undefined}>
                {value < 0 ? `-${money(-value)}` : money(value)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Box sx={{ mt: 2 }}>
        <Typography variant="body2">{`${t('paymentMethod')}: ${method}`}</Typography>
        <Typography variant="body2">{`${t('paymentStatus')}: ${translate(`fulfilment.status.${inv.payment.status}`)}`}</Typography>
        <Typography variant="body2">{`${t('paidAt')}: ${formatTime(inv.payment.paidAt)}`}</Typography>
      </Box>
      {inv.einvoice && <EinvoiceFoot einvoice={inv.einvoice} />}
    </Paper>
  );
}

/**
 * /manage-orders/order-details/invoice?id= (or ?ids=1,2 from the list's bulk action): the
 * printable invoices with Print (the browser's dialog; the print is recorded) and Download PDF.
 */
export function InvoicePage() {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const ids = parseIdsParam(params.get('ids') ?? params.get('id'));
  const { data, error, retry } = useDocs(['invoices', ids], ids.length ? () => invoices(ids) : null);
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate('fulfilment.invoice.title')} />
      <PrintStyles />
      <DocToolbar document="invoice" ids={error ? [] : ids}>
        <Button component={Link} to={ids.length === 1 ? `/manage-orders/order-details?id=${ids[0]}` : '/manage-orders'} startIcon={<ArrowBack />}>
          {translate(ids.length === 1 ? 'fulfilment.back' : 'fulfilment.backToOrders')}
        </Button>
      </DocToolbar>
      <DocStates ids={ids} loaded={data !== null} count={data?.length ?? 0} error={error} retry={retry} />
      <Box className="printable">
        {data?.map((inv) => (
          <InvoiceSheet key={inv.orderId} inv={inv} />
        ))}
      </Box>
    </Box>
  );
}
