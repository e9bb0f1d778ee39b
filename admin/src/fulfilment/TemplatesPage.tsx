import { useEffect, useState } from 'react';
import { Confirm, Title, useNotify, useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import { LABEL_FIELDS, PAPERS, TEMPLATE_NAME_MAX, type LabelDoc, type LabelField, type Paper as PaperSize } from '../../../common/fulfilment';
import { HttpError } from 'react-admin';
import { messageOf } from '../orders/shared';
import { createTemplate, deleteTemplate, setDefaultTemplate, templates, updateTemplate, type ShippingTemplate } from './api';
import { LabelView, TEMPLATES_KEY } from './shared';
import { LoadError } from '../shared/LoadError';
import { useInvalidate, useLoad } from '../shared/query';

/** A made-up order for the preview of a template (its texts in the console's language: see `sampleLabel`). */
const SAMPLE: LabelDoc = {
  orderId: 0,
  orderNo: 'ORD-000123',
  trackingNo: 'JT0001234567',
  barcode: 'JT0001234567',
  courierName: 'J&T Express',
  sender: { name: 'HQ', lines: ['1 Jalan Ampang', '50450 Kuala Lumpur'], phone: '+60 3-2123 4567' },
  receiver: { name: 'Aminah Binti Ali', phone: '+60 12-345 6789', email: null, lines: ['12 Jalan Mawar', '40000 Shah Alam', 'Selangor'] },
  receiverWarning: null,
  items: [
    { name: 'Serum', quantity: 2 },
    { name: 'Cleanser', quantity: 1 },
  ],
  weightGrams: 1500,
  paymentType: 'manual',
  remark: null,
  notes: '',
  printedAt: null,
};

/** The preview's made-up order with its item names and notes translated. */
function sampleLabel(t: (key: string) => string): LabelDoc {
  return {
    ...SAMPLE,
    items: [
      { name: t('sample.item1'), quantity: 2 },
      { name: t('sample.item2'), quantity: 1 },
    ],
    notes: t('sample.notes'),
  };
}

interface Draft {
  id: number | null;
  name: string;
  paper: PaperSize;
  fields: LabelField[];
  isDefault: boolean;
}

function TemplateDialog({ draft, onClose, onSaved }: { draft: Draft | null; onClose: () => void; onSaved: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const t = (key: string) => translate(`fulfilment.templates.${key}`);
  const [value, setValue] = useState<Draft | null>(draft);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setValue(draft);
    setErrors({});
  }, [draft]);
  if (!value) return null;
  const toggle = (field: LabelField) => setValue({ ...value, fields: value.fields.includes(field) ? value.fields.filter((f) => f !== field) : [...value.fields, field] });
  const save = async () => {
    setBusy(true);
    try {
      const body = { name: value.name, paper: value.paper, fields: value.fields, ...(value.isDefault ? { isDefault: true } : {}) };
      const { message } = value.id ? await updateTemplate(value.id, body) : await createTemplate(body);
      notify(message, { type: 'success', messageArgs: { _: message } });
      onSaved();
    } catch (err) {
      if (err instanceof HttpError) setErrors(((err.body as { errors?: Record<string, string> })?.errors ?? {}) as Record<string, string>);
      notify(messageOf(err), { type: 'error', messageArgs: { _: messageOf(err) } });
    } finally {
      setBusy(false);
    }
  };
  const preview: ShippingTemplate = {
    id: value.id,
    name: value.name,
    paper: value.paper,
    fields: LABEL_FIELDS.filter((f) => value.fields.includes(f)),
    isDefault: value.isDefault,
    builtIn: false,
    createdAt: null,
    updatedAt: null,
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" aria-labelledby="template-dialog-title">
      <DialogTitle id="template-dialog-title">{value.id ? t('edit') : t('new')}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 3 }}>
          <Box>
            <TextField
              label={t('name')}
              value={value.name}
              onChange={(e) => setValue({ ...value, name: e.target.value })}
              fullWidth
              margin="dense"
              required
              error={Boolean(errors.name)}
              helperText={errors.name}
              slotProps={{ htmlInput: { maxLength: TEMPLATE_NAME_MAX, 'data-testid': 'template-name' } }}
            />
            <TextField
              select
              label={t('paper')}
              value={value.paper}
              onChange={(e) => setValue({ ...value, paper: e.target.value as PaperSize })}
              fullWidth
              margin="dense"
              error={Boolean(errors.paper)}
              helperText={errors.paper}
              slotProps={{ select: { inputProps: { 'data-testid': 'template-paper' } } }}
            >
              {PAPERS.map((p) => (
                <MenuItem key={p} value={p}>
                  {t(`paperName.${p}`)}
                </MenuItem>
              ))}
            </TextField>
            <FormLabel component="legend" sx={{ mt: 2 }} error={Boolean(errors.fields)}>
              {t('fields')}
            </FormLabel>
            <Typography variant="caption" color="text.secondary">
              {errors.fields ?? t('alwaysShown')}
            </Typography>
            <FormGroup>
              {LABEL_FIELDS.map((field) => (
                <FormControlLabel
                  key={field}
                  control={<Checkbox checked={value.fields.includes(field)} onChange={() => toggle(field)} slotProps={{ input: { 'data-field': field } as object }} />}
                  label={t(`field.${field}`)}
                />
              ))}
            </FormGroup>
            <FormControlLabel
              sx={{ mt: 1 }}
              control={<Checkbox checked={value.isDefault} disabled={Boolean(draft?.isDefault)} onChange={(e) => setValue({ ...value, isDefault: e.target.checked })} />}
              label={t('isDefault')}
            />
          </Box>
          <Box>
            <Typography variant="subtitle2" sx={{ mb: 1 }}>
              {t('preview')}
            </Typography>
            <Box sx={{ overflow: 'auto', maxHeight: 640 }} data-testid="template-preview">
              <LabelView label={sampleLabel(t)} template={preview} />
            </Box>
          </Box>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={() => void save()} disabled={busy} data-testid="template-save">
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** /shipping-template: the company's label templates — list, create, edit, make default, delete, with a preview. */
export function TemplatesPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const t = (key: string) => translate(`fulfilment.templates.${key}`);
  const { data: rows, error, retry } = useLoad<ShippingTemplate[]>(TEMPLATES_KEY, templates);
  const invalidate = useInvalidate();
  // After a change: the list here and the labels' template picker load again.
  const load = () => void invalidate(TEMPLATES_KEY);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [deleting, setDeleting] = useState<ShippingTemplate | null>(null);
  const run = async (action: () => Promise<{ message: string }>) => {
    try {
      const { message } = await action();
      notify(message, { type: 'success', messageArgs: { _: message } });
    } catch (err) {
      notify(messageOf(err), { type: 'error', messageArgs: { _: messageOf(err) } });
    }
    load();
  };
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={t('title')} />
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 2, gap: 2 }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
          {t('intro')} {t('openDocs')}
        </Typography>
        <Button variant="contained" startIcon={<Add />} onClick={() => setDraft({ id: null, name: '', paper: '100x150', fields: [...LABEL_FIELDS], isDefault: false })} data-testid="template-new">
          {t('new')}
        </Button>
      </Box>
      {rows === null && !error && <CircularProgress size={28} aria-label={translate('ra.page.loading')} data-testid="loading" />}
      {!!error && <LoadError error={error} onRetry={retry} />}
      {rows && !rows.length && (
        <Paper sx={{ p: 2 }} data-testid="no-data">
          <Typography color="text.secondary">{translate('common.error.noData')}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('empty')}
          </Typography>
        </Paper>
      )}
      {rows && rows.length > 0 && (
        <Paper>
          <Table size="small" data-testid="templates">
            <TableHead>
              <TableRow>
                <TableCell>{t('name')}</TableCell>
                <TableCell>{t('paper')}</TableCell>
                <TableCell>{t('fields')}</TableCell>
                <TableCell />
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id} data-template={row.name}>
                  <TableCell>{row.name}</TableCell>
                  <TableCell>{t(`paperName.${row.paper}`)}</TableCell>
                  <TableCell sx={{ maxWidth: 420 }}>
                    {row.fields.map((f) => (
                      <Chip key={f} size="small" variant="outlined" label={t(`field.${f}`)} sx={{ mr: 0.5, mb: 0.5 }} />
                    ))}
                  </TableCell>
                  <TableCell>{row.isDefault && <Chip size="small" color="primary" label={t('default')} data-testid="default-chip" />}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Button size="small" onClick={() => setDraft({ id: row.id, name: row.name, paper: row.paper, fields: row.fields, isDefault: row.isDefault })}>
                      {translate('ra.action.edit')}
                    </Button>
                    {!row.isDefault && (
                      <Button size="small" onClick={() => void run(() => setDefaultTemplate(row.id!))}>
                        {t('makeDefault')}
                      </Button>
                    )}
                    <Button size="small" color="error" onClick={() => setDeleting(row)}>
                      {t('delete')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
      <TemplateDialog
        draft={draft}
        onClose={() => setDraft(null)}
        onSaved={() => {
          setDraft(null);
          load();
        }}
      />
      <Confirm
        isOpen={Boolean(deleting)}
        title="fulfilment.templates.deleteTitle"
        content={translate('fulfilment.templates.deleteContent', { name: deleting?.name ?? '' })}
        onConfirm={() => {
          const row = deleting!;
          setDeleting(null);
          void run(() => deleteTemplate(row.id!));
        }}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
