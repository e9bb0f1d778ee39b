import Link from '@mui/material/Link';
import { BooleanInput, FileField, FileInput, FunctionField, TextInput, required, useRecordContext, useTranslate } from 'react-admin';
import { ContentTab, type ContentRow } from './ContentTab';

/** The server's limit for the terms PDF (server/modules/content/routes.ts). */
export const TERMS_PDF_MAX_BYTES = 10 * 1024 * 1024;

const clip = (text: unknown, n = 120) => (typeof text === 'string' && text.length > n ? `${text.slice(0, n)}…` : String(text ?? ''));

function PdfLink({ url }: { url: unknown }) {
  const translate = useTranslate();
  if (typeof url !== 'string') return null;
  return (
    <Link href={url} target="_blank" rel="noopener" onClick={(e) => e.stopPropagation()}>
      {translate('content.pdf')}
    </Link>
  );
}

function CurrentPdf() {
  const record = useRecordContext<ContentRow>();
  if (!record?.pdfUrl) return null;
  return (
    <>
      <PdfLink url={record.pdfUrl} />
      <BooleanInput source="removePdf" label="content.fields.removePdf" />
    </>
  );
}

/**
 * The agreement tab of /company: terms and conditions by level, with an optional PDF
 * (GET /api/tnc, POST /api/tnc/store multipart pdfUpload, DELETE /api/tnc/delete).
 */
export function AgreementTab() {
  return (
    <ContentTab
      resource="terms"
      title="content.kind.tnc"
      columns={[
        <FunctionField<ContentRow> key="details" label="content.fields.tncDetails" render={(row) => clip(row.tncDetails)} />,
        <FunctionField<ContentRow> key="pdf" label="content.fields.pdfUpload" render={(row) => <PdfLink url={row.pdfUrl} />} />,
      ]}
      inputs={(editing) => [
        <TextInput key="details" source="tncDetails" label="content.fields.tncDetails" validate={required()} multiline minRows={6} fullWidth />,
        editing ? <CurrentPdf key="current" /> : null,
        <FileInput key="file" source="newPdf" label="content.fields.pdfUpload" accept={{ 'application/pdf': ['.pdf'] }} maxSize={TERMS_PDF_MAX_BYTES} helperText="content.help.pdf">
          <FileField source="src" title="title" />
        </FileInput>,
      ]}
    />
  );
}
