import { Link, useSearchParams } from 'react-router-dom';
import { Title, useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { parseIdsParam, shippingLabels, templates, type ShippingTemplate } from './api';
import { DocStates, DocToolbar, LabelView, PrintStyles, TEMPLATES_KEY, useDocs } from './shared';
import { useLoad } from '../shared/query';

/**
 * /shipping-doc?ids=1,2[&templateId=]: the shipping labels of the orders by a template (the
 * default unless one is picked), one per sheet of the template's paper; Print and Download PDF.
 */
export function ShippingDocPage() {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const ids = parseIdsParam(params.get('ids'));
  const templateId = Number(params.get('templateId')) || null;
  const choices: ShippingTemplate[] = useLoad(TEMPLATES_KEY, templates).data ?? [];
  const { data, error, retry } = useDocs(['labels', ids, templateId], ids.length ? () => shippingLabels(ids, templateId) : null);
  const current = data?.template;
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate('fulfilment.labels.title')} />
      <PrintStyles />
      <DocToolbar document="shippingLabel" ids={error ? [] : ids} templateId={current?.id ?? null}>
        <Button component={Link} to="/manage-orders" startIcon={<ArrowBack />}>
          {translate('fulfilment.backToOrders')}
        </Button>
        <TextField
          select
          size="small"
          sx={{ minWidth: 260 }}
          label={translate('fulfilment.labels.template')}
          value={current ? String(current.id ?? '') : ''}
          onChange={(e) => {
            const next = new URLSearchParams(params);
            if (e.target.value) next.set('templateId', e.target.value);
            else next.delete('templateId');
            setParams(next);
          }}
          slotProps={{ select: { inputProps: { 'data-testid': 'template-select' } } }}
        >
          {current?.builtIn && <MenuItem value="">{translate('fulfilment.labels.builtIn')}</MenuItem>}
          {choices.map((c) => (
            <MenuItem key={c.id} value={String(c.id)}>
              {`${c.name} — ${translate(`fulfilment.templates.paperName.${c.paper}`)}`}
            </MenuItem>
          ))}
        </TextField>
      </DocToolbar>
      <DocStates ids={ids} loaded={data !== null} count={data?.labels.length ?? 0} error={error} retry={retry} />
      <Box className="printable">{data && data.labels.map((label) => <LabelView key={label.orderId} label={label} template={data.template} />)}</Box>
    </Box>
  );
}
