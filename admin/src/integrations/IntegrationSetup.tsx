import { useCallback, useMemo, useState } from 'react';
import { Confirm, Form, SaveButton, SelectInput, TextInput, Title, maxLength, required, useNotify, useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { INTEGRATION_VALUE_MAX } from '../../../common/integrations';
import { useBankChoices } from '../agents/choices';
import { MoneyInput, useCompanyFacts, useMoneyText } from '../shared/inputs';
import { LoadError } from '../shared/LoadError';
import { useInvalidate, useLoad } from '../shared/query';
import { formatTime } from '../agents/shared';
import { ApiError, disableSetup, fieldErrors, setupConfig, storeSetup, type SetupField, type SetupType } from './api';

/** The page's three sections (docs/rules.md: Integration setups): the gateway, the wallet, the couriers. */
const SECTIONS = ['gateway', 'wallet', 'courier'] as const;
type Section = (typeof SECTIONS)[number];
const sectionOf = (t: SetupType): Section => (t.type === 'payment_gateway' ? 'gateway' : t.type === 'payment_wallet' ? 'wallet' : t.group === 'courier' ? 'courier' : 'gateway');

/** Fields that are amounts in minor units, typed in ringgit or rupiah. */
const MONEY_FIELDS = new Set(['adminFee']);

type Status = 'active' | 'disabled' | 'none';
const STATUS_COLOUR = { active: 'success', disabled: 'default', none: 'warning' } as const;

/** A field's label: its type's own wording first, then the shared one, then the raw name. */
function useFieldLabel() {
  const translate = useTranslate();
  return useCallback((type: string, name: string) => translate(`integrations.fields.${type}.${name}`, { _: translate(`integrations.fields.${name}`, { _: name }) }), [translate]);
}

function useTypeName() {
  const translate = useTranslate();
  return useCallback((type: string) => translate(`integrations.types.${type}`, { _: type }), [translate]);
}

/** The company's banks (GET /list-bank for its country), for the wallet's bank field. */
function useBanks(enabled: boolean) {
  const { country } = useCompanyFacts();
  return useBankChoices(country, enabled);
}

function initialValues(item: SetupType): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of item.fields) {
    const current = item.setup?.values[field.name];
    if (MONEY_FIELDS.has(field.name)) values[field.name] = current === undefined || current === null || current === '' ? 0 : Number(current);
    else values[field.name] = current ?? '';
  }
  return values;
}

/**
 * The dialog that sets a type up or edits it: one input per field of the type, secret fields as
 * password inputs. A secret shown masked and left as it is goes back masked, which the server
 * reads as "keep the saved value". The server's 422 messages appear on their fields.
 */
function SetupDialog({ item, onClose, onSaved }: { item: SetupType; onClose: () => void; onSaved: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const label = useFieldLabel();
  const typeName = useTypeName();
  const banks = useBanks(item.fields.some((f) => f.name === 'bankCode'));
  const defaults = useMemo(() => initialValues(item), [item]);
  const submit = async (form: Record<string, unknown>) => {
    const values: Record<string, unknown> = {};
    for (const field of item.fields) {
      const value = form[field.name];
      if (MONEY_FIELDS.has(field.name)) values[field.name] = typeof value === 'number' ? value : 0;
      else if (typeof value === 'string' && value.trim() !== '') values[field.name] = field.secret ? value : value.trim();
    }
    try {
      const result = await storeSetup(item.type, values);
      notify(result.message || 'ra.notification.updated', { type: 'success', messageArgs: { smart_count: 1 } });
      onSaved();
      onClose();
      return undefined;
    } catch (err) {
      if (err instanceof ApiError && Object.keys(err.fields).length) {
        const errors = fieldErrors(err.fields);
        const known = Object.keys(errors).filter((name) => item.fields.some((f) => f.name === name));
        if (known.length < Object.keys(errors).length) notify(err.message, { type: 'error' });
        return errors;
      }
      notify(err instanceof Error ? err.message : String(err), { type: 'error' });
      return undefined;
    }
  };
  const input = (field: SetupField) => {
    const validate = field.required ? [required(), maxLength(INTEGRATION_VALUE_MAX)] : [maxLength(INTEGRATION_VALUE_MAX)];
    const common = { source: field.name, label: label(item.type, field.name), fullWidth: true } as const;
    if (MONEY_FIELDS.has(field.name)) return <MoneyInput key={field.name} {...common} symbol helperText={translate(`integrations.help.${field.name}`, { _: '' })} />;
    if (field.name === 'bankCode' && banks.length > 0) return <SelectInput key={field.name} {...common} choices={banks} validate={field.required ? required() : undefined} />;
    const helper = field.secret && item.setup ? translate('integrations.setup.keepSecret') : !field.required ? translate('integrations.setup.optional') : undefined;
    return <TextInput key={field.name} {...common} type={field.secret ? 'password' : 'text'} validate={validate} helperText={helper} autoComplete={field.secret ? 'new-password' : 'off'} />;
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="integration-dialog-title">
      <Form onSubmit={submit} defaultValues={defaults} noValidate>
        <DialogTitle id="integration-dialog-title">{translate(item.setup ? 'integrations.setup.editTitle' : 'integrations.setup.dialogTitle', { name: typeName(item.type) })}</DialogTitle>
        <DialogContent data-testid={`integration-dialog-${item.type}`}>
          {item.type === 'payment_gateway' && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {translate('integrations.setup.gatewayHint')}
            </Typography>
          )}
          {item.fields.map(input)}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <SaveButton alwaysEnable />
        </DialogActions>
      </Form>
    </Dialog>
  );
}

/** One type: its status, its saved values (secrets masked) and its actions. */
function SetupCard({ item, onEdit, onDisable }: { item: SetupType; onEdit: () => void; onDisable: () => void }) {
  const translate = useTranslate();
  const label = useFieldLabel();
  const typeName = useTypeName();
  const money = useMoneyText('—');
  const status: Status = item.setup?.status ?? 'none';
  const shown = (field: SetupField) => {
    const value = item.setup?.values[field.name];
    if (MONEY_FIELDS.has(field.name)) return money(value === undefined || value === null || value === '' ? 0 : Number(value));
    return value === undefined || value === null || value === '' ? '—' : String(value);
  };
  return (
    <Card variant="outlined" data-testid={`integration-${item.type}`} sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
          <Typography variant="h6" component="h3">
            {typeName(item.type)}
          </Typography>
          <Chip size="small" color={STATUS_COLOUR[status]} label={translate(`integrations.setup.status.${status}`)} data-status={status} data-testid="integration-status" />
        </Box>
        {item.setup ? (
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5 }}>
            {item.fields.map((field) => (
              <Box key={field.name} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {label(item.type, field.name)}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-all' }} data-testid={`integration-value-${field.name}`}>
                  {shown(field)}
                </Typography>
              </Box>
            ))}
          </Box>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {translate('integrations.setup.empty')}
          </Typography>
        )}
        {item.setup?.updatedAt && (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
            {translate('integrations.setup.updated', { date: formatTime(item.setup.updatedAt) })}
          </Typography>
        )}
      </CardContent>
      <CardActions>
        <Button size="small" onClick={onEdit}>
          {translate(item.setup ? 'integrations.setup.edit' : 'integrations.setup.setUp')}
        </Button>
        {item.setup?.status === 'active' && (
          <Button size="small" color="error" onClick={onDisable}>
            {translate('integrations.setup.disable')}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}

const SETUP_KEY = ['integrations', 'setup'];

/**
 * /integration (docs/product.md: Integration; docs/rules.md: Integration setups), HQ only: the types of
 * GET /integration/setup/config in three sections — payment gateway, payment wallet, couriers —
 * each a card with its status (active, disabled, not set up) and its values as the server shows
 * them (secrets masked). Edit / Set up opens the type's fields (POST /integration/setup/store);
 * Disable asks first (POST /integration/setup/disable). The page is built from the types the
 * server lists, so a new type needs only its labels here.
 */
export function IntegrationSetupPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const typeName = useTypeName();
  const { data: items, error, retry } = useLoad(SETUP_KEY, setupConfig);
  const invalidate = useInvalidate();
  // After a change: the cards load again.
  const load = () => void invalidate(SETUP_KEY);
  const [editing, setEditing] = useState<SetupType | null>(null);
  const [disabling, setDisabling] = useState<SetupType | null>(null);
  const [busy, setBusy] = useState(false);
  const confirmDisable = async () => {
    if (!disabling?.setup) return;
    setBusy(true);
    try {
      const result = await disableSetup(disabling.setup.id);
      notify(result.message || 'ra.notification.updated', { type: 'success', messageArgs: { smart_count: 1 } });
      setDisabling(null);
      load();
    } catch (err) {
      notify(err instanceof Error ? err.message : String(err), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Title title={translate('integrations.setup.title')} />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('integrations.setup.intro')}
      </Typography>
      {!!error && <LoadError error={error} onRetry={retry} />}
      {items === null && !error && <CircularProgress size={28} aria-label={translate('ra.page.loading')} data-testid="loading" />}
      {items && !items.length && (
        <Typography color="text.secondary" sx={{ p: 2 }} data-testid="no-data">
          {translate('common.error.noData')}
        </Typography>
      )}
      {items &&
        SECTIONS.map((section) => {
          const group = items.filter((item) => sectionOf(item) === section);
          if (!group.length) return null;
          return (
            <Box component="section" key={section} sx={{ mb: 3 }} data-testid={`integration-section-${section}`}>
              <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                {translate(`integrations.setup.groups.${section}`)}
              </Typography>
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}>
                {group.map((item) => (
                  <SetupCard key={item.type} item={item} onEdit={() => setEditing(item)} onDisable={() => setDisabling(item)} />
                ))}
              </Box>
            </Box>
          );
        })}
      {editing && <SetupDialog item={editing} onClose={() => setEditing(null)} onSaved={load} />}
      <Confirm
        isOpen={disabling !== null}
        loading={busy}
        title="integrations.setup.disableTitle"
        translateOptions={{ name: disabling ? typeName(disabling.type) : '' }}
        content="integrations.setup.disableContent"
        confirm="integrations.setup.disable"
        confirmColor="warning"
        onConfirm={() => void confirmDisable()}
        onClose={() => setDisabling(null)}
      />
    </Box>
  );
}
