import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Add from '@mui/icons-material/Add';
import {
  Button,
  CheckboxGroupInput,
  CreateBase,
  Datagrid,
  DeleteButton,
  EditBase,
  FunctionField,
  ListBase,
  Pagination,
  ReferenceArrayInput,
  SaveButton,
  SimpleForm,
  Toolbar,
  useGetList,
  useListContext,
  useRefresh,
  useTranslate,
  type Identifier,
} from 'react-admin';
import { ListContent } from '../shared/List';
import { useSavedNotice } from '../shared/forms';

export interface ContentRow {
  id: number;
  allTiers: boolean;
  tiers: { id: number; levelName: string; rankNumber: number }[];
  [field: string]: unknown;
}

/** "All levels" or the chips of the levels that see the item. */
export function VisibleTo({ row }: { row: ContentRow }) {
  const translate = useTranslate();
  if (row.allTiers) return <Chip size="small" color="primary" variant="outlined" label={translate('content.allTiers')} />;
  if (!row.tiers.length) return <Chip size="small" label={translate('content.hqOnly')} />;
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
      {row.tiers.map((t) => (
        <Chip key={t.id} size="small" label={t.levelName} />
      ))}
    </Stack>
  );
}

/** The level filter of a content list: every item, or those a level's agents see. */
function TierFilter() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const { data: tiers = [] } = useGetList('tiers', { pagination: { page: 1, perPage: 100 }, sort: { field: 'rankNumber', order: 'ASC' } });
  return (
    <TextField
      select
      size="small"
      label={translate('content.visibleTo')}
      value={filterValues.tierId ?? ''}
      onChange={(e) => setFilters(e.target.value ? { tierId: e.target.value } : {}, {})}
      sx={{ width: 260 }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'content-tier-filter' } }}
    >
      <MenuItem value="">{translate('content.everyItem')}</MenuItem>
      {tiers.map((t) => (
        <MenuItem key={t.id} value={t.id}>
          {t.levelName}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Which levels see the item; none ticked means all levels. */
export function TierChoice() {
  return (
    <ReferenceArrayInput source="tierIds" reference="tiers" sort={{ field: 'rankNumber', order: 'ASC' }} perPage={100}>
      <CheckboxGroupInput optionText="levelName" label="content.fields.tierIds" helperText="content.help.tierIds" />
    </ReferenceArrayInput>
  );
}

interface Props {
  /** Data-provider resource (content/index.tsx and marketing-files/index.tsx map it to the documented calls). */
  resource: 'terms' | 'greetings' | 'faqs' | 'marketing-folders';
  title: string;
  columns: ReactNode;
  /** The form's inputs (the tier choice is added after them). */
  inputs: (editing: boolean) => ReactNode;
  /** What the empty list says (what will appear and how); the generic "no results" when absent. */
  empty?: string;
}

/**
 * One kind of content by tier: the list with its visibility, a level filter, and a dialog to
 * create, edit or delete an item. Used by the /company tabs and the /content page alike.
 */
export function ContentTab({ resource, title, columns, inputs, empty = 'ra.navigation.no_results' }: Props) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const [editing, setEditing] = useState<Identifier | 'new' | null>(null);
  const close = () => {
    setEditing(null);
    refresh();
  };
  const saved = useSavedNotice(resource);
  const form = (isEdit: boolean) => (
    <SimpleForm
      toolbar={
        <Toolbar sx={{ justifyContent: 'space-between' }}>
          <SaveButton />
          {isEdit && <DeleteButton redirect={false} mutationMode="pessimistic" mutationOptions={{ onSuccess: close }} />}
        </Toolbar>
      }
    >
      {inputs(isEdit)}
      <TierChoice />
    </SimpleForm>
  );

  return (
    <Box data-testid={`content-${resource}`}>
      <ListBase resource={resource} disableSyncWithLocation perPage={25} sort={{ field: 'id', order: 'DESC' }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <TierFilter />
          <Button label={translate('content.add', { kind: translate(title) })} onClick={() => setEditing('new')}>
            <Add />
          </Button>
        </Stack>
        <ListContent>
          <Datagrid
            bulkActionButtons={false}
            rowClick={(id) => {
              setEditing(id);
              return false;
            }}
            empty={
              <Box sx={{ p: 2 }} data-testid="content-empty">
                {translate(empty)}
              </Box>
            }
          >
            {columns}
            <FunctionField<ContentRow> label="content.visibleTo" render={(row) => <VisibleTo row={row} />} />
          </Datagrid>
          <Pagination />
        </ListContent>
      </ListBase>
      <Dialog open={editing !== null} onClose={() => setEditing(null)} fullWidth maxWidth="md">
        <DialogTitle>{translate(editing === 'new' ? 'content.create' : 'content.edit', { kind: translate(title) })}</DialogTitle>
        <DialogContent>
          {editing === 'new' && (
            <CreateBase
              resource={resource}
              redirect={false}
              mutationOptions={{
                onSuccess: () => {
                  saved('created');
                  close();
                },
              }}
            >
              {form(false)}
            </CreateBase>
          )}
          {editing !== null && editing !== 'new' && (
            <EditBase
              resource={resource}
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
              {form(true)}
            </EditBase>
          )}
        </DialogContent>
      </Dialog>
    </Box>
  );
}
