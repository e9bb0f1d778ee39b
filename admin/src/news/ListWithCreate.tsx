import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Add from '@mui/icons-material/Add';
import { Button, CreateBase, Datagrid, SearchInput, SimpleForm, TopToolbar, useRefresh, useTranslate, type SortPayload } from 'react-admin';
import { SaveOnlyToolbar, useSavedNotice } from '../shared/forms';
import { List } from '../shared/List';

interface Props {
  resource: string;
  sort: SortPayload;
  /** i18n keys: the page title, the create button, the dialog's title and the empty list's text. */
  title: string;
  addLabel: string;
  createTitle: string;
  empty: string;
  /** The create form's inputs and initial values. */
  inputs: ReactNode;
  defaultValues?: Record<string, unknown>;
  dialogWidth?: 'sm' | 'md';
  /** The list's columns. */
  children: ReactNode;
  testId?: string;
}

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/**
 * A list page of this area: search, the rows (columns as children), an empty state saying what to
 * do, and a button opening the create form in a dialog, after which the list reloads.
 */
export function ListWithCreate({ resource, sort, title, addLabel, createTitle, empty, inputs, defaultValues, dialogWidth = 'sm', children, testId }: Props) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const saved = useSavedNotice(resource);
  const [adding, setAdding] = useState(false);
  const close = () => setAdding(false);
  return (
    <>
      <List
        resource={resource}
        title={translate(title)}
        storeKey={resource}
        disableSyncWithLocation
        filters={filters}
        sort={sort}
        actions={
          <TopToolbar>
            <Button label={addLabel} onClick={() => setAdding(true)}>
              <Add />
            </Button>
          </TopToolbar>
        }
        exporter={false}
        empty={false}
      >
        <Datagrid
          bulkActionButtons={false}
          rowClick={false}
          data-testid={testId}
          empty={
            <Alert severity="info" sx={{ m: 1 }}>
              {translate(empty)}
            </Alert>
          }
        >
          {children}
        </Datagrid>
      </List>
      <Dialog open={adding} onClose={close} fullWidth maxWidth={dialogWidth}>
        <DialogTitle>{translate(createTitle)}</DialogTitle>
        <DialogContent>
          {adding && (
            <CreateBase
              resource={resource}
              redirect={false}
              mutationOptions={{
                onSuccess: () => {
                  saved('created');
                  close();
                  refresh();
                },
              }}
            >
              <SimpleForm toolbar={<SaveOnlyToolbar />} defaultValues={defaultValues}>
                {inputs}
              </SimpleForm>
            </CreateBase>
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
