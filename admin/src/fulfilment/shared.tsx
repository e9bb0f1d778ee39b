import { useState, type ReactNode } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import Download from '@mui/icons-material/Download';
import Print from '@mui/icons-material/Print';
import { code128Bars, formatKg, PAPER_MM, type FulfilmentDocument, type LabelDoc, type ShippingTemplate } from '../../../common/fulfilment';
import { messageOf } from '../orders/shared';
import { LoadError } from '../shared/LoadError';
import { useLoad } from '../shared/query';
import { downloadPdf, markPrinted } from './api';

/** Pieces shared by the printable pages: print styles, the toolbar, the Code 128 barcode and a shipping label. */

/** While printing, only the `.printable` part of the page is shown; each `.print-page` starts a new sheet. */
export function PrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          'body *': { visibility: 'hidden' },
          '.printable, .printable *': { visibility: 'visible' },
          '.printable': { position: 'absolute', left: 0, top: 0, width: '100%' },
          '.no-print': { display: 'none !important' },
          '.print-page': { breakAfter: 'page', boxShadow: 'none !important', border: 'none !important', margin: '0 !important' },
        },
      }}
    />
  );
}

/** The company's label templates (the templates page and the labels' template picker). */
export const TEMPLATES_KEY = ['fulfilment', 'templates'];

/** Loads the documents of the page's orders under `key` (nothing while `load` is null: no orders chosen); the error with its retry. */
export function useDocs<T>(key: QueryKey, load: (() => Promise<T>) | null) {
  const { data, error, retry } = useLoad(['fulfilment', ...key], load);
  return { data, error, retry };
}

/**
 * The states of a document page around its sheets: no orders chosen, loading, the server's error,
 * or nothing to show ("No Data Found!", docs/rules.md).
 */
export function DocStates({ ids, loaded, count, error, retry }: { ids: number[]; loaded: boolean; count: number; error: unknown; retry: () => void }) {
  const translate = useTranslate();
  if (!ids.length) return <Alert severity="info">{translate('fulfilment.noOrders')}</Alert>;
  if (error) return <LoadError error={error} onRetry={retry} />;
  if (!loaded) return <CircularProgress size={28} aria-label={translate('ra.page.loading')} data-testid="loading" />;
  if (!count)
    return (
      <Typography color="text.secondary" sx={{ p: 2 }} data-testid="no-data">
        {translate('common.error.noData')}
      </Typography>
    );
  return null;
}

/** Print (the browser's dialog, then the print is recorded) and Download PDF (the server records it). */
export function DocToolbar({
  document,
  ids,
  templateId,
  children,
  onPrinted,
}: {
  document: FulfilmentDocument;
  ids: number[];
  templateId?: number | null;
  children?: ReactNode;
  onPrinted?: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const fail = (err: unknown) => notify(messageOf(err), { type: 'error', messageArgs: { _: messageOf(err) } });
  const print = async () => {
    window.print();
    try {
      const { message } = await markPrinted(document, ids);
      notify(message, { type: 'success', messageArgs: { _: message } });
      onPrinted?.();
    } catch (err) {
      fail(err);
    }
  };
  const download = async () => {
    setBusy(true);
    try {
      await downloadPdf(document, ids, templateId);
      onPrinted?.();
    } catch (err) {
      fail(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box className="no-print" sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
      {children}
      <Box sx={{ flex: 1 }} />
      <Button variant="contained" startIcon={<Print />} onClick={() => void print()} disabled={!ids.length} data-testid="print">
        {translate('fulfilment.actions.print')}
      </Button>
      <Button variant="outlined" startIcon={<Download />} onClick={() => void download()} disabled={busy || !ids.length} data-testid="download-pdf">
        {translate('fulfilment.actions.downloadPdf')}
      </Button>
    </Box>
  );
}

/** A Code 128 barcode drawn as SVG rectangles (10 modules of quiet zone each side). */
export function Barcode({ value, height = 48 }: { value: string; height?: number }) {
  const { bars, modules } = code128Bars(value);
  return (
    <Box sx={{ textAlign: 'center' }}>
      <svg viewBox={`0 0 ${modules + 20} 40`} preserveAspectRatio="none" style={{ width: '100%', maxWidth: (modules + 20) * 2, height }} data-testid="barcode" aria-label={value}>
        {bars.map(([x, w], i) => (
          <rect key={i} x={x + 10} y={0} width={w} height={40} fill="#000" />
        ))}
      </svg>
      <Typography variant="caption" component="div">
        {value}
      </Typography>
    </Box>
  );
}

/** One shipping label as the template shows it, at the template's paper size (mm → CSS mm). */
export function LabelView({ label, template }: { label: LabelDoc; template: ShippingTemplate }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`fulfilment.labels.${key}`);
  const show = new Set(template.fields);
  const [w, h] = PAPER_MM[template.paper];
  const row = (name: string, value: ReactNode) => (
    <Box sx={{ display: 'flex', gap: 1, fontSize: 12 }}>
      <Box sx={{ color: 'text.secondary', minWidth: 80 }}>{name}</Box>
      <Box>{value}</Box>
    </Box>
  );
  return (
    <Box
      className="print-page"
      data-testid="label"
      data-order={label.orderNo}
      sx={{ width: `${w}mm`, minHeight: `${h}mm`, maxWidth: '100%', border: '1px solid #999', bgcolor: '#fff', color: '#000', p: '5mm', mb: 2, boxSizing: 'border-box' }}
    >
      {label.courierName && (
        <Typography variant="subtitle2" align="right">
          {label.courierName}
        </Typography>
      )}
      {show.has('sender') && (
        <Box sx={{ fontSize: 11, borderBottom: '1px solid #000', pb: 0.5, mb: 0.5 }}>
          <b>{t('from').toUpperCase()}</b> {[label.sender.name, ...label.sender.lines, label.sender.phone].filter(Boolean).join(', ')}
        </Box>
      )}
      <Box sx={{ borderBottom: '1px solid #000', pb: 0.5, mb: 0.5 }}>
        <Typography variant="caption" sx={{ fontWeight: 'bold' }}>
          {t('to').toUpperCase()}
        </Typography>
        <Typography variant="subtitle1" sx={{ fontWeight: 'bold' }} data-field="receiver">
          {label.receiver.name}
        </Typography>
        {label.receiver.lines.map((line) => (
          <Typography key={line} variant="body2">
            {line}
          </Typography>
        ))}
        {show.has('receiverPhone') && label.receiver.phone && (
          <Typography variant="body2" sx={{ fontWeight: 'bold' }}>
            {t('phone')}: {label.receiver.phone}
          </Typography>
        )}
        {label.receiverWarning && (
          <Typography variant="body2" sx={{ fontWeight: 'bold' }} data-testid="label-receiver-warning">
            {label.receiverWarning}
          </Typography>
        )}
      </Box>
      {show.has('barcode') && <Barcode value={label.barcode} />}
      {show.has('trackingNo') && row(t('trackingNo'), label.trackingNo ?? '—')}
      {show.has('orderNo') && row(t('orderNo'), label.orderNo)}
      {show.has('weight') && row(t('weight'), formatKg(label.weightGrams))}
      {show.has('items') && row(t('items'), label.items.map((i) => `${i.quantity} × ${i.name}`).join('; '))}
      {show.has('remark') && row(t('cod'), [t('prepaid'), label.remark].filter(Boolean).join(' — '))}
      {show.has('notes') && label.notes && row(t('notes'), label.notes)}
    </Box>
  );
}
