import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Loading, TextInput, useNotify, useTranslate } from 'react-admin';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { ApiError, request } from '../../../common/web/api';
import type { NotificationType } from '../../../common/company';
import { SettingsForm } from './SettingsForm';
import { useSettings } from './settings';
import { LoadError } from '../shared/LoadError';

interface Notifications {
  emailAddress: string[];
  notifications: { type: NotificationType; state: boolean }[];
}

const lines = (text: unknown) =>
  String(text ?? '')
    .split(/[\n,;]+/)
    .map((s) => s.trim())
    .filter(Boolean);

/** Which HQ e-mail notifications are sent, and to which addresses (one per line). */
export function NotificationTab() {
  const translate = useTranslate();
  const notify = useNotify();
  const { record, setRecord, error, retry, save } = useSettings<Notifications>('/company-features/notification');
  const [busy, setBusy] = useState<string | null>(null);
  if (!record) return error ? <LoadError error={error} onRetry={retry} /> : <Loading />;

  const toggle = async (type: NotificationType, state: boolean) => {
    setBusy(type);
    try {
      const result = await request<Notifications>('/company-features/store-notif-control', { method: 'POST', body: { type, state } });
      setRecord(result.data);
      notify(result.message, { type: 'success', messageArgs: { _: result.message } });
    } catch (err) {
      notify(err instanceof ApiError ? err.message : String(err), { type: 'error' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card>
      <CardContent>
        <Typography variant="subtitle1">{translate('company.notification.types')}</Typography>
        <List dense>
          {record.notifications.map(({ type, state }) => (
            <ListItem key={type}>
              <FormControlLabel
                control={<Switch checked={state} disabled={busy === type} onChange={(e) => void toggle(type, e.target.checked)} />}
                label={<ListItemText primary={translate(`company.notification.type.${type}`)} secondary={translate(`company.notification.typeHelp.${type}`)} />}
              />
            </ListItem>
          ))}
        </List>
        <Typography variant="subtitle1" sx={{ mt: 2 }}>
          {translate('company.notification.recipients')}
        </Typography>
      </CardContent>
      <SettingsForm
        record={{ emailAddresses: record.emailAddress.join('\n') }}
        onSubmit={async (values: FieldValues) => {
          const errors = await save('/company-features/store-email-address', { emailAddress: lines(values.emailAddresses) });
          // The server names the bad line (emailAddress.N); the form has one field for all lines.
          const bad = errors?.emailAddress;
          if (bad && typeof bad === 'object') return { emailAddresses: Object.values(bad as Record<string, string>)[0] };
          return errors;
        }}
      >
        <TextInput source="emailAddresses" multiline minRows={3} fullWidth helperText="company.notification.recipientsHelp" />
      </SettingsForm>
    </Card>
  );
}
