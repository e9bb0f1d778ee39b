import { useState } from 'react';
import {
  CheckboxGroupInput,
  Confirm,
  Datagrid,
  EmailField,
  Form,
  FunctionField,
  SaveButton,
  SearchInput,
  SelectInput,
  TextField,
  TextInput,
  TopToolbar,
  email,
  required,
  useGetIdentity,
  useNotify,
  usePermissions,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { List } from '../shared/List';
import { DateField } from '../shared/dates';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import PersonAdd from '@mui/icons-material/PersonAdd';
import { PERMISSIONS, USER_STATUSES, type Permission, type Role } from '../../../common/constants';
import { ApiError, staffCall, type StaffView } from './api';

const STATUS_COLOUR = { new: 'info', active: 'success', inactive: 'default', suspended: 'error' } as const;

interface Caller {
  id: number | undefined;
  role: Role | undefined;
  permissions: Permission[];
}

function useCaller(): Caller {
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions<{ role: Role; permissions: Permission[] }>();
  return { id: identity?.id as number | undefined, role: permissions?.role, permissions: permissions?.permissions ?? [] };
}

/** Staff (not HQ) may only give or take permissions they hold themselves (the server checks the same). */
const mayGive = (caller: Caller, p: Permission) => caller.role === 'hq' || caller.permissions.includes(p);

function permissionChoices(caller: Caller, translate: (key: string) => string) {
  return PERMISSIONS.map((id) => ({ id, name: translate(`admin.permission.${id}`), disabled: !mayGive(caller, id) }));
}

/** Runs a staff call and reports its outcome; a 422's field messages are returned for the form. */
function useStaffAction() {
  const notify = useNotify();
  const refresh = useRefresh();
  return async (path: string, method: 'POST' | 'DELETE', body?: unknown): Promise<Record<string, string> | undefined> => {
    try {
      notify(await staffCall(path, method, body), { type: 'success' });
      refresh();
      return undefined;
    } catch (err) {
      if (err instanceof ApiError) {
        if (err.status === 422 && Object.keys(err.fields).length) return err.fields;
        notify(err.message, { type: 'error' });
        return undefined;
      }
      throw err;
    }
  };
}

function InviteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const caller = useCaller();
  const act = useStaffAction();
  const submit = async (values: Record<string, unknown>) => {
    const errors = await act('/store', 'POST', {
      name: values.name ?? '',
      email: values.email ?? '',
      permissions: values.permissions ?? [],
    });
    if (!errors) onClose();
    return errors;
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="staff-invite-title">
      <Form onSubmit={submit} defaultValues={{ name: '', email: '', permissions: [] }}>
        <DialogTitle id="staff-invite-title">{translate('staff.invite.title')}</DialogTitle>
        <DialogContent>
          <TextInput source="name" label="resources.staff.fields.name" validate={required()} fullWidth autoFocus />
          <TextInput source="email" label="resources.staff.fields.email" type="email" validate={[required(), email()]} fullWidth />
          <CheckboxGroupInput source="permissions" label="resources.staff.fields.permissions" choices={permissionChoices(caller, translate)} row={false} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <SaveButton label="staff.invite.send" icon={<PersonAdd />} alwaysEnable />
        </DialogActions>
      </Form>
    </Dialog>
  );
}

function PermissionsDialog({ member, onClose }: { member: StaffView; onClose: () => void }) {
  const translate = useTranslate();
  const caller = useCaller();
  const act = useStaffAction();
  const submit = async (values: Record<string, unknown>) => {
    const errors = await act(`/${member.id}/permissions`, 'POST', { permissions: values.permissions ?? [] });
    if (!errors) onClose();
    return errors;
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="staff-permissions-title">
      <Form onSubmit={submit} defaultValues={{ permissions: member.permissions }}>
        <DialogTitle id="staff-permissions-title">{translate('staff.permissions.title', { name: member.name })}</DialogTitle>
        <DialogContent>
          <CheckboxGroupInput source="permissions" label="resources.staff.fields.permissions" choices={permissionChoices(caller, translate)} row={false} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <SaveButton alwaysEnable />
        </DialogActions>
      </Form>
    </Dialog>
  );
}

function RowActions({ member }: { member: StaffView }) {
  const translate = useTranslate();
  const caller = useCaller();
  const act = useStaffAction();
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const own = caller.id === member.id;
  const outranks = caller.role !== 'hq' && member.permissions.some((p) => !caller.permissions.includes(p));
  if (own) return <Chip size="small" variant="outlined" label={translate('staff.you')} />;
  const disabled = outranks;
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }} onClick={(e) => e.stopPropagation()}>
      <Button size="small" disabled={disabled} onClick={() => setEditing(true)}>
        {translate('staff.action.permissions')}
      </Button>
      {member.status === 'new' && (
        <Button size="small" disabled={disabled} onClick={() => void act(`/${member.id}/resend-invite`, 'POST')}>
          {translate('staff.action.resend')}
        </Button>
      )}
      {member.status === 'suspended' ? (
        <Button size="small" disabled={disabled} onClick={() => void act(`/${member.id}/unsuspend`, 'POST')}>
          {translate('staff.action.unsuspend')}
        </Button>
      ) : (
        <Button size="small" color="warning" disabled={disabled} onClick={() => void act(`/${member.id}/suspend`, 'POST')}>
          {translate('staff.action.suspend')}
        </Button>
      )}
      <Button size="small" color="error" disabled={disabled} onClick={() => setRemoving(true)}>
        {translate('staff.action.remove')}
      </Button>
      {editing && <PermissionsDialog member={member} onClose={() => setEditing(false)} />}
      <Confirm
        isOpen={removing}
        title="staff.remove.title"
        content="staff.remove.content"
        translateOptions={{ name: member.name }}
        confirm="staff.action.remove"
        confirmColor="warning"
        onConfirm={() => {
          setRemoving(false);
          void act(`/${member.id}`, 'DELETE');
        }}
        onClose={() => setRemoving(false)}
      />
    </Box>
  );
}

function InviteButton() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="contained" size="small" startIcon={<PersonAdd />} onClick={() => setOpen(true)}>
        {translate('staff.invite.button')}
      </Button>
      {open && <InviteDialog open onClose={() => setOpen(false)} />}
    </>
  );
}

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" label="resources.staff.fields.status" choices={USER_STATUSES.filter((s) => s !== 'inactive').map((id) => ({ id, name: `common.status.${id}` }))} />,
];

/** The users and permissions tab of /company: invite staff, grant and revoke permissions, suspend, remove. */
export function StaffTab() {
  const translate = useTranslate();
  return (
    <List
      resource="staff"
      title={false}
      disableSyncWithLocation
      filters={filters}
      sort={{ field: 'name', order: 'ASC' }}
      actions={
        <TopToolbar>
          <InviteButton />
        </TopToolbar>
      }
      empty={false}
    >
      <Datagrid rowClick={false} bulkActionButtons={false} data-testid="staff-list">
        <TextField source="name" label="resources.staff.fields.name" />
        <EmailField source="email" label="resources.staff.fields.email" />
        <FunctionField<StaffView>
          source="status"
          label="resources.staff.fields.status"
          render={(m) => <Chip size="small" color={STATUS_COLOUR[m.status]} label={translate(`common.status.${m.status}`)} />}
        />
        <FunctionField<StaffView>
          label="resources.staff.fields.permissions"
          sortable={false}
          render={(m) =>
            m.permissions.length ? (
              <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
                {m.permissions.map((p) => (
                  <Chip key={p} size="small" variant="outlined" label={translate(`admin.permission.${p}`)} />
                ))}
              </Box>
            ) : (
              '—'
            )
          }
        />
        <DateField source="invitedAt" label="resources.staff.fields.invitedAt" emptyText="—" />
        <FunctionField<StaffView> label="resources.staff.fields.actions" sortable={false} render={(m) => <RowActions member={m} />} />
      </Datagrid>
    </List>
  );
}
