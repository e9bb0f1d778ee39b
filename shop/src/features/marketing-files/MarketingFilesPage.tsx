import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Download from '@mui/icons-material/Download';
import Folder from '@mui/icons-material/Folder';
import FolderOpen from '@mui/icons-material/FolderOpen';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Visibility from '@mui/icons-material/Visibility';
import { formatFileSize, typeLabel, type MarketingFileType } from '../../../../common/marketing-files';
import { downloadFile } from '../../../../common/web/download';
import { usePageTitle } from '../../../../common/web/site';
import { useApiData } from '../../hooks/useApiData';
import { LoadError } from '../../layout/LoadError';
import { PageLoader } from '../../layout/PageLoader';
import { PATHS } from '../../paths';
import { useFilesT } from './texts';

/** As GET /api/marketing/folder and /api/marketing/file return them (server/modules/marketing-files). */
interface FolderItem {
  id: number;
  folderName: string;
  fileCount: number;
}
interface FileItem {
  id: number;
  folderId: number;
  fileName: string;
  type: MarketingFileType;
  size: number;
  downloadName: string;
  previewUrl: string;
}

type ListState<T> = ReturnType<typeof useApiData<T[]>>;

/** A level sees few folders, and a folder holds a page of files at most 100. */
const ALL = { perPage: 100 };

/** A loaded list: loading, the error with a retry, the empty text, or the items in a grid of cards. */
function CardGrid<T>({ state, empty, testId, children }: { state: ListState<T>; empty: string; testId: string; children: (item: T) => ReactNode }) {
  const { data, error, loading, retry } = state;
  return (
    <>
      {loading && <PageLoader />}
      {error && <LoadError message={error.message} onRetry={retry} />}
      {data && data.length === 0 && (
        <Card>
          <CardContent sx={{ textAlign: 'center', py: 6 }}>
            <FolderOpen color="disabled" sx={{ fontSize: 48 }} />
            <Typography color="text.secondary">{empty}</Typography>
          </CardContent>
        </Card>
      )}
      {data && data.length > 0 && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' } }} data-testid={testId}>
          {data.map(children)}
        </Box>
      )}
    </>
  );
}

function Folders() {
  const t = useFilesT();
  const folders = useApiData<FolderItem[]>('/marketing/folder', { query: { ...ALL, sort: JSON.stringify(['folderName', 'ASC']) } });
  return (
    <CardGrid state={folders} empty={t('shop.files.noFolders')} testId="marketing-folders">
      {(folder) => (
        <Card key={folder.id} data-folder-name={folder.folderName}>
          <CardActionArea component={RouterLink} to={`${PATHS.marketingFiles}?folder=${folder.id}`}>
            <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
              <Folder color="primary" sx={{ fontSize: 40 }} />
              <Box>
                <Typography sx={{ fontWeight: 500 }}>{folder.folderName}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('shop.files.fileCount', { count: folder.fileCount })}
                </Typography>
              </Box>
            </CardContent>
          </CardActionArea>
        </Card>
      )}
    </CardGrid>
  );
}

/** The image itself, or the PDF in a frame, from the file's signed link. */
function Preview({ file, onClose, onDownload }: { file: FileItem; onClose: () => void; onDownload: () => void }) {
  const t = useFilesT();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" data-testid="file-preview">
      <DialogTitle>{file.fileName}</DialogTitle>
      <DialogContent>
        {file.type === 'pdf' ? (
          <>
            <Box component="iframe" src={file.previewUrl} title={file.fileName} sx={{ width: '100%', height: '70vh', border: 0 }} />
            <Typography variant="caption" color="text.secondary">
              {t('shop.files.pdfHint')}
            </Typography>
          </>
        ) : (
          <Box component="img" src={file.previewUrl} alt={file.fileName} sx={{ maxWidth: '100%', display: 'block', mx: 'auto' }} />
        )}
      </DialogContent>
      <DialogActions>
        <Button startIcon={<Download />} onClick={onDownload}>
          {t('shop.files.download')}
        </Button>
        <Button onClick={onClose}>{t('shop.files.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

function Files({ folderId }: { folderId: string }) {
  const t = useFilesT();
  const folders = useApiData<FolderItem[]>('/marketing/folder', { query: { ...ALL, filter: JSON.stringify({ id: folderId }) } });
  const files = useApiData<FileItem[]>('/marketing/file', { query: { ...ALL, folderId } });
  const [previewing, setPreviewing] = useState<FileItem | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const download = async (file: FileItem) => {
    setFailure(null);
    try {
      await downloadFile('/marketing/file/download', { id: String(file.id) }, file.downloadName);
    } catch (err) {
      setFailure(t('shop.files.downloadFailed', { message: err instanceof Error ? err.message : String(err) }));
    }
  };
  return (
    <>
      <Box>
        <Button component={RouterLink} to={PATHS.marketingFiles} startIcon={<ArrowBack />}>
          {t('shop.files.back')}
        </Button>
      </Box>
      {folders.data?.[0] && (
        <Typography variant="h6" component="h2">
          {folders.data[0].folderName}
        </Typography>
      )}
      {failure && (
        <Alert severity="error" onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      <CardGrid state={files} empty={t('shop.files.noFiles')} testId="marketing-file-list">
        {(file) => (
          <Card key={file.id} data-file-name={file.fileName}>
            <CardActionArea onClick={() => setPreviewing(file)} aria-label={t('shop.files.preview')}>
              {file.type === 'pdf' ? (
                <Box sx={{ height: 160, display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'action.hover' }}>
                  <PictureAsPdf color="error" sx={{ fontSize: 64 }} />
                </Box>
              ) : (
                <CardMedia component="img" image={file.previewUrl} alt={file.fileName} sx={{ height: 160, objectFit: 'contain', bgcolor: 'action.hover' }} />
              )}
              <CardContent>
                <Typography sx={{ fontWeight: 500, wordBreak: 'break-word' }}>{file.fileName}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {typeLabel(file.type)} · {formatFileSize(file.size)}
                </Typography>
              </CardContent>
            </CardActionArea>
            <CardActions>
              <Button size="small" startIcon={<Visibility />} onClick={() => setPreviewing(file)}>
                {t('shop.files.preview')}
              </Button>
              <Button size="small" startIcon={<Download />} onClick={() => void download(file)}>
                {t('shop.files.download')}
              </Button>
            </CardActions>
          </Card>
        )}
      </CardGrid>
      {previewing && <Preview file={previewing} onClose={() => setPreviewing(null)} onDownload={() => void download(previewing)} />}
    </>
  );
}

/**
 * /marketing-files: the folders HQ shares with the agent's level and with every level;
 * `?folder=<id>` shows a folder's pictures and PDFs, each with a preview and a download.
 */
export default function MarketingFilesPage() {
  const t = useFilesT();
  usePageTitle(t('shop.files.title'));
  const [params] = useSearchParams();
  const folder = params.get('folder');
  const folderId = folder && /^\d{1,10}$/.test(folder) ? folder : null;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box>
        <Typography variant="h5" component="h1">
          {t('shop.files.title')}
        </Typography>
        <Typography color="text.secondary">{t('shop.files.intro')}</Typography>
      </Box>
      {folderId ? <Files folderId={folderId} /> : <Folders />}
    </Box>
  );
}
