import { Link as RouterLink } from 'react-router-dom';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { NumberField, TextField, TextInput, Title, required, useTranslate } from 'react-admin';
import { ContentTab } from '../content/ContentTab';

/**
 * /files/folders: the marketing folders with the levels that see each (GET /api/marketing/folder,
 * POST /api/marketing/folder/store, DELETE /api/marketing/folder/delete), on the content area's
 * list-and-dialog with its level choice. Deleting a folder that holds files shows the server's refusal.
 */
export function FoldersPage() {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }} data-testid="marketing-folders">
      <Title title={translate('files.foldersTitle')} />
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
          <Typography variant="body2" color="text.secondary">
            {translate('files.foldersHelp')}
          </Typography>
          <Button component={RouterLink} to="/files">
            {translate('files.menu.files')}
          </Button>
        </Stack>
        <ContentTab
          resource="marketing-folders"
          title="files.folder"
          empty="files.noFolders"
          columns={[<TextField key="name" source="folderName" label="files.fields.folderName" />, <NumberField key="count" source="fileCount" label="files.fields.fileCount" sortable={false} />]}
          inputs={() => [<TextInput key="name" source="folderName" label="files.fields.folderName" validate={required()} fullWidth />]}
        />
      </CardContent>
    </Card>
  );
}
