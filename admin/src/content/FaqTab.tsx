import { FunctionField, TextField, TextInput, required } from 'react-admin';
import { ContentTab, type ContentRow } from './ContentTab';

const clip = (text: unknown, n = 120) => (typeof text === 'string' && text.length > n ? `${text.slice(0, n)}…` : String(text ?? ''));

/** The FAQ tab of /company: questions and answers by level (GET /api/faq, POST /api/faq/store, DELETE /api/faq/delete). */
export function FaqTab() {
  return (
    <ContentTab
      resource="faqs"
      title="content.kind.faq"
      columns={[
        <TextField key="question" source="question" label="content.fields.question" />,
        <FunctionField<ContentRow> key="answer" label="content.fields.answer" render={(row) => clip(row.answer)} />,
      ]}
      inputs={() => [
        <TextInput key="question" source="question" label="content.fields.question" validate={required()} fullWidth />,
        <TextInput key="answer" source="answer" label="content.fields.answer" validate={required()} multiline minRows={4} fullWidth />,
      ]}
    />
  );
}
