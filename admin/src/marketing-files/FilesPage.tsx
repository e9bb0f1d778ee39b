import { useCallback, useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Title, useNotify, useTranslate } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Delete from '@mui/icons-material/Delete';
import Download from '@mui/icons-material/Download';
import Folder from '@mui/icons-material/Folder';
import Visibility from '@mui/icons-material/Visibility';
import UploadFile from '@mui/icons-material/UploadFile';
import { MARKETING_FILE_ACCEPT, MARKETING_FILE_MAX_BYTES, baseName, formatFileSize, looksAccepted, typeLabel } from '../../../common/marketing-files';
import { downloadFile } from '../../../common/web/download';
import { formatTime, messageOf } from '../orders/shared';
import { LoadError } from '../shared/LoadError';
import { useInvalidate, useLoad } from '../shared/query';
import { deleteFile, listFiles, listFolders, uploadFile, type FileRow, type FolderRow } from './api';

const PER_PAGE = 25;
const MAX = formatFileSize(MARKETING_FILE_MAX_BYTES);

type Field = 'folderId' | 'fileName' | 'file';

/** The upload card: folder, name (suggested from the chosen file) and file, checked here first, then sent with a progress bar. */
function UploadCard({ folders, folderId, onUploaded }: { folders: FolderRow[]; folderId: number | null; onUploaded: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const [folder, setFolder] = useState<number | ''>(folderId ?? '');
  const [name, setName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => setFolder(folderId ?? ''), [folderId]);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setFailure(null);
    const fileError = !chosen
      ? undefined
      : !looksAccepted(chosen)
        ? translate('files.errors.type')
        : chosen.size > MARKETING_FILE_MAX_BYTES
          ? translate('files.errors.tooLarge', { max: MAX })
          : undefined;
    setErrors((e) => ({ ...e, file: fileError }));
    if (chosen && !name.trim()) setName(baseName(chosen.name));
  };

  const submit = async () => {
    const found: Partial<Record<Field, string>> = {};
    if (folder === '') found.folderId = translate('files.errors.folder');
    if (!name.trim()) found.fileName = translate('files.errors.fileName');
    if (!file) found.file = translate('files.errors.file');
    else if (errors.file) found.file = errors.file;
    setErrors(found);
    if (Object.values(found).some(Boolean) || !file) return;
    const form = new FormData();
    form.set('folderId', String(folder));
    form.set('fileName', name.trim());
    form.set('file', file);
    setProgress(0);
    setFailure(null);
    try {
      const { message } = await uploadFile(form, setProgress);
      notify(message, { type: 'success', messageArgs: { _: message } });
      setName('');
      setFile(null);
      if (input.current) input.current.value = '';
      onUploaded();
    } catch (err) {
      const fields = (err as { body?: { errors?: Record<string, string> } }).body?.errors ?? {};
      setErrors({ folderId: fields.folderId, fileName: fields.fileName, file: fields.file });
      setFailure(messageOf(err));
    } finally {
      setProgress(null);
    }
  };

  const busy = progress !== null;
  return (
    <Card sx={{ mb: 2 }} data-testid="marketing-upload">
      <CardContent>
        <Typography variant="h6" gutterBottom>
          {translate('files.upload.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('files.upload.help', { max: MAX })}
        </Typography>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
          <TextField
            select
            size="small"
            label={translate('files.fields.folderId')}
            value={folder}
            onChange={(e) => setFolder(Number(e.target.value))}
            error={Boolean(errors.folderId)}
            helperText={errors.folderId ?? ' '}
            sx={{ minWidth: 220 }}
            slotProps={{ htmlInput: { 'data-testid': 'upload-folder' } }}
          >
            {folders.map((f) => (
              <MenuItem key={f.id} value={f.id}>
                {f.folderName}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            label={translate('files.fields.fileName')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={Boolean(errors.fileName)}
            helperText={errors.fileName ?? ' '}
            sx={{ minWidth: 240 }}
            slotProps={{ htmlInput: { maxLength: 191, 'data-testid': 'upload-name' } }}
          />
          <Box>
            <Button variant="outlined" component="label" startIcon={<UploadFile />} disabled={busy}>
              {translate('files.upload.choose')}
              <input ref={input} hidden type="file" accept={MARKETING_FILE_ACCEPT} data-testid="upload-input" onChange={(e) => choose(e.target.files?.[0] ?? null)} />
            </Button>
            <Typography variant="body2" sx={{ mt: 0.5 }} color={errors.file ? 'error' : 'text.secondary'} data-testid="upload-file-state">
              {errors.file ?? (file ? `${file.name} · ${formatFileSize(file.size)}` : translate('files.upload.noFile'))}
            </Typography>
          </Box>
          <Button variant="contained" onClick={() => void submit()} disabled={busy} data-testid="upload-submit">
            {translate('files.upload.submit')}
          </Button>
        </Stack>
        {busy && (
          <Box sx={{ mt: 2 }} data-testid="upload-progress">
            <LinearProgress variant="determinate" value={progress} />
            <Typography variant="caption">{translate('files.upload.progress', { percent: progress })}</Typography>
          </Box>
        )}
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="upload-error">
            {failure}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * /files: upload JPG, PNG and PDF files into the folders of /files/folders with a
 * progress bar, list them by folder, preview (a signed link), download and delete them. HQ and
 * staff with post_content.
 */
export function FilesPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const [folderId, setFolderId] = useState<number | null>(null);
  const [page, setPage] = useState(0);
  const [deleting, setDeleting] = useState<FileRow | null>(null);
  const folderList = useLoad<FolderRow[]>(['marketing', 'folders'], listFolders);
  // Another page or folder: the rows shown stay until the new ones arrive.
  const fileList = useLoad(['marketing', 'files', page, folderId], () => listFiles(page, PER_PAGE, folderId), { keepPrevious: true });
  const folders = folderList.data;
  const files = fileList.data?.files ?? null;
  const total = fileList.data?.total ?? 0;
  const error = folderList.error ?? fileList.error;
  const invalidate = useInvalidate();
  /** After an upload or a removal, or as the error's retry: the folders and files load again. */
  const refresh = useCallback(() => void invalidate(['marketing']), [invalidate]);

  const download = async (file: FileRow) => {
    try {
      await downloadFile('/marketing/file/download', { id: String(file.id) }, file.downloadName);
    } catch (err) {
      notify(messageOf(err), { type: 'error', messageArgs: { _: messageOf(err) } });
    }
  };
  const remove = async (file: FileRow) => {
    setDeleting(null);
    try {
      const { message } = await deleteFile(file.id);
      notify(message, { type: 'success', messageArgs: { _: message } });
      refresh();
    } catch (err) {
      notify(messageOf(err), { type: 'error', messageArgs: { _: messageOf(err) } });
    }
  };

  return (
    <Box sx={{ mt: 2 }} data-testid="marketing-files">
      <Title title={translate('files.title')} />
      {folders && !folders.length && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="no-folders">
          {translate('files.upload.needFolder')}{' '}
          <Button component={RouterLink} to="/files/folders" size="small">
            {translate('files.manageFolders')}
          </Button>
        </Alert>
      )}
      {folders && folders.length > 0 && <UploadCard folders={folders} folderId={folderId} onUploaded={refresh} />}
      <Card>
        <CardContent>
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
            <TextField
              select
              size="small"
              label={translate('files.fields.folderId')}
              value={folderId ?? ''}
              onChange={(e) => {
                setFolderId(e.target.value === '' ? null : Number(e.target.value));
                setPage(0);
              }}
              sx={{ minWidth: 240 }}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'files-folder-filter' } }}
            >
              <MenuItem value="">{translate('files.list.all')}</MenuItem>
              {(folders ?? []).map((f) => (
                <MenuItem key={f.id} value={f.id}>
                  {f.folderName}
                </MenuItem>
              ))}
            </TextField>
            <Button component={RouterLink} to="/files/folders" startIcon={<Folder />}>
              {translate('files.manageFolders')}
            </Button>
          </Stack>
          {error ? (
            <LoadError error={error} onRetry={refresh} />
          ) : files === null ? (
            <CircularProgress size={28} sx={{ my: 2 }} aria-label={translate('ra.page.loading')} data-testid="loading" />
          ) : !files.length ? (
            <Typography sx={{ py: 2 }} color="text.secondary" data-testid="files-empty">
              {translate('files.list.empty')}
            </Typography>
          ) : (
            <>
              <Table size="small" data-testid="files-table">
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('files.fields.fileName')}</TableCell>
                    <TableCell>{translate('files.fields.folderId')}</TableCell>
                    <TableCell>{translate('files.fields.type')}</TableCell>
                    <TableCell align="right">{translate('files.fields.size')}</TableCell>
                    <TableCell>{translate('files.fields.createdAt')}</TableCell>
                    <TableCell />
                  </TableRow>
                </TableHead>
                <TableBody>
                  {files.map((f) => (
                    <TableRow key={f.id} data-file-name={f.fileName}>
                      <TableCell>{f.fileName}</TableCell>
                      <TableCell>{f.folderName}</TableCell>
                      <TableCell>{typeLabel(f.type)}</TableCell>
                      <TableCell align="right">{formatFileSize(f.size)}</TableCell>
                      <TableCell>{formatTime(f.createdAt)}</TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        <Tooltip title={translate('files.list.preview')}>
                          <IconButton size="small" href={f.previewUrl} target="_blank" rel="noopener" aria-label={translate('files.list.preview')}>
                            <Visibility fontSize="small" />
                          </IconButton>
                        </Tooltip>
                        <Tooltip title={translate('files.list.download')}>
                          <IconButton size="small" onClick={() => void download(f)} aria-label={translate('files.list.download')}>
                            <Download fontSize="small" />
                          </IconButton>
                        </Tooltip>
                        <Tooltip title={translate('files.list.delete')}>
                          <IconButton size="small" color="error" onClick={() => setDeleting(f)} aria-label={translate('files.list.delete')}>
                            <Delete fontSize="small" />
                          </IconButton>
                        </Tooltip>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              <TablePagination component="div" count={total} page={page} rowsPerPage={PER_PAGE} rowsPerPageOptions={[PER_PAGE]} onPageChange={(_e, p: number) => setPage(p)} />
            </>
          )}
        </CardContent>
      </Card>
      <Dialog open={deleting !== null} onClose={() => setDeleting(null)}>
        <DialogTitle>{translate('files.list.confirmTitle')}</DialogTitle>
        <DialogContent>{deleting && translate('files.list.confirm', { name: deleting.fileName })}</DialogContent>
        <DialogActions>
          <Button onClick={() => setDeleting(null)}>{translate('files.list.cancel')}</Button>
          <Button color="error" variant="contained" onClick={() => deleting && void remove(deleting)} data-testid="confirm-delete">
            {translate('files.list.delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
