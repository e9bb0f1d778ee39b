import { useState } from 'react';
import {
  BooleanField,
  BooleanInput,
  CreateBase,
  Datagrid,
  DeleteButton,
  EditBase,
  ListBase,
  Pagination,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  maxLength,
  required,
  useTranslate,
  type DataProvider,
  type Identifier,
} from 'react-admin';
import { ListContent } from '../shared/List';
import { useSavedNotice } from '../shared/forms';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import Box from '@mui/material/Box';
import Add from '@mui/icons-material/Add';
import { documentedProvider } from '../providers/documentedProvider';
import { IndonesianAddress } from './ProfileTab';
import { pick, useChoices, useCompanyCountry } from './settings';

/** The fields the branch routes accept (the record also carries id, companyId, country, timestamps). */
const BRANCH_FIELDS = ['name', 'address1', 'address2', 'postcode', 'city', 'state', 'province', 'regency', 'district', 'village', 'isPickup'];

/** Create, update and delete go to the documented calls; list and one branch use the simple-rest ones. */
const { create, update, delete: remove } = documentedProvider({ list: '/setup/branch', body: (data) => pick(data, BRANCH_FIELDS) });
export const branchDataProvider: Partial<DataProvider> = { create, update, delete: remove };

interface Area {
  id: string;
  name: string;
}

function AddressInputs() {
  const states = useChoices<Area>('/state', { country: 'MY' });
  const country = useCompanyCountry();
  return (
    <>
      <TextInput source="address1" fullWidth validate={maxLength(255)} />
      <TextInput source="address2" fullWidth validate={maxLength(255)} />
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 2, width: '100%' }}>
        <TextInput source="postcode" validate={maxLength(10)} />
        <TextInput source="city" validate={maxLength(100)} />
        {country !== 'ID' && <SelectInput source="state" choices={states} emptyText="—" />}
      </Box>
      {country === 'ID' && <IndonesianAddress />}
      <BooleanInput source="isPickup" helperText="company.branch.pickupHelp" />
    </>
  );
}

function BranchForm() {
  return (
    <SimpleForm>
      <TextInput source="name" validate={[required(), maxLength(191)]} fullWidth />
      <AddressInputs />
    </SimpleForm>
  );
}

/** Branches and pickup points: a list, with adding and editing in a dialog. */
export function BranchTab() {
  const translate = useTranslate();
  const [editing, setEditing] = useState<Identifier | 'new' | null>(null);
  const close = () => setEditing(null);
  const saved = useSavedNotice('branches');
  return (
    <Card>
      <ListBase resource="branches" sort={{ field: 'name', order: 'ASC' }} perPage={25} disableSyncWithLocation>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
          <Button startIcon={<Add />} onClick={() => setEditing('new')}>
            {translate('ra.action.create')}
          </Button>
        </Box>
        <ListContent>
          <Datagrid rowClick={(id) => (setEditing(id), false)} bulkActionButtons={false}>
            <TextField source="name" />
            <TextField source="address1" emptyText="—" sortable={false} />
            <TextField source="city" emptyText="—" />
            <TextField source="state" emptyText="—" />
            <BooleanField source="isPickup" />
            <DeleteButton mutationMode="pessimistic" redirect={false} />
          </Datagrid>
          <Pagination />
        </ListContent>
      </ListBase>
      <Dialog open={editing !== null} onClose={close} fullWidth maxWidth="sm">
        <DialogTitle>{translate(editing === 'new' ? 'company.branch.add' : 'company.branch.edit')}</DialogTitle>
        {editing === 'new' && (
          <CreateBase
            resource="branches"
            redirect={false}
            mutationOptions={{
              onSuccess: () => {
                saved('created');
                close();
              },
            }}
          >
            <BranchForm />
          </CreateBase>
        )}
        {editing !== null && editing !== 'new' && (
          <EditBase
            resource="branches"
            id={editing}
            redirect={false}
            mutationMode="pessimistic"
            mutationOptions={{
              onSuccess: () => {
                saved('updated');
                close();
              },
            }}
          >
            <BranchForm />
          </EditBase>
        )}
      </Dialog>
    </Card>
  );
}
