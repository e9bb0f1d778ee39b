import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Create,
  Datagrid,
  Edit,
  FunctionField,
  NumberField,
  SearchInput,
  SimpleForm,
  TextField as RaTextField,
  TextInput,
  required,
  useGetList,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { List } from '../shared/List';
import { apiCall } from '../providers/httpClient';
import { upload } from './calls';
import { ImagePicker } from './ImagePicker';

export interface CategoryRecord {
  id: number;
  name: string;
  imageUrl: string | null;
  itemCount: number;
}

const Thumb = ({ url }: { url: string | null }) => (url ? <img src={url} alt="" style={{ width: 40, height: 40, objectFit: 'cover', borderRadius: 4 }} /> : null);

/**
 * Deleting a category: without products, a confirmation; with products, the dialog first moves
 * them to another category (docs/rules.md), then deletes.
 */
function CategoryDeleteButton() {
  const record = useRecordContext<CategoryRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [target, setTarget] = useState('');
  const [busy, setBusy] = useState(false);
  const { data: all = [] } = useGetList<CategoryRecord>('categories', { pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' } }, { enabled: open });
  if (!record) return null;
  const others = all.filter((c) => c.id !== record.id);
  const hasProducts = record.itemCount > 0;

  const run = async () => {
    setBusy(true);
    try {
      if (hasProducts) await apiCall('/setup/product/category/transfer', { method: 'POST', body: { fromId: record.id, toId: Number(target) } });
      const res = await apiCall('/setup/product/category/delete', { method: 'DELETE', query: { id: String(record.id) } });
      notify(res.message, { type: 'success' });
      setOpen(false);
      refresh();
    } catch (err) {
      notify((err as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        size="small"
        color="error"
        startIcon={<DeleteIcon />}
        onClick={(e) => {
          e.stopPropagation();
          setOpen(true);
        }}
      >
        {translate('ra.action.delete')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} onClick={(e) => e.stopPropagation()} maxWidth="xs" fullWidth>
        <DialogTitle>{translate('products.category.deleteTitle', { name: record.name })}</DialogTitle>
        <DialogContent>
          {hasProducts ? (
            <>
              <Typography variant="body2" sx={{ mb: 2 }}>
                {translate('products.category.transferHelp', { count: record.itemCount })}
              </Typography>
              <TextField select fullWidth label={translate('products.category.transferTo')} value={target} onChange={(e) => setTarget(e.target.value)} id="transfer-target">
                {others.map((c) => (
                  <MenuItem key={c.id} value={String(c.id)}>
                    {c.name}
                  </MenuItem>
                ))}
              </TextField>
            </>
          ) : (
            <Typography variant="body2">{translate('products.category.deleteConfirm')}</Typography>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button color="error" variant="contained" disabled={busy || (hasProducts && !target)} onClick={run}>
            {translate(hasProducts ? 'products.category.transferAndDelete' : 'ra.action.delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** Categories with their item count, 10 to a page (docs/rules.md). */
export function CategoryList() {
  return (
    <List filters={filters} sort={{ field: 'name', order: 'ASC' }} perPage={10}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <FunctionField<CategoryRecord> source="imageUrl" sortable={false} render={(c) => <Thumb url={c.imageUrl} />} />
        <RaTextField source="name" />
        <NumberField source="itemCount" />
        <CategoryDeleteButton />
      </Datagrid>
    </List>
  );
}

function CategoryImage() {
  const record = useRecordContext<CategoryRecord>();
  const refresh = useRefresh();
  if (!record) return null;
  return (
    <ImagePicker
      label="resources.categories.fields.imageUrl"
      url={record.imageUrl}
      onPick={async (file) => {
        await upload('/setup/product/category/image', file, { id: String(record.id) });
        refresh();
      }}
    />
  );
}

export function CategoryCreate() {
  return (
    <Create redirect="edit">
      <SimpleForm>
        <TextInput source="name" validate={required()} sx={{ width: 320 }} />
      </SimpleForm>
    </Create>
  );
}

export function CategoryEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm>
        <TextInput source="name" validate={required()} sx={{ width: 320 }} />
        <CategoryImage />
      </SimpleForm>
    </Edit>
  );
}
