import { FunctionField, TextField, TextInput, required } from 'react-admin';
import { ContentTab, type ContentRow } from './ContentTab';

const clip = (text: unknown, n = 120) => (typeof text === 'string' && text.length > n ? `${text.slice(0, n)}…` : String(text ?? ''));

/**
 * The welcoming e-mail tab of /company: the mail a new agent of the level receives
 * (GET /api/greeting, POST /api/greeting/store, DELETE /api/greeting/delete).
 */
export function GreetingTab() {
  return (
    <ContentTab
      resource="greetings"
      title="content.kind.greeting"
      columns={[
        <TextField key="subject" source="greetSubject" label="content.fields.greetSubject" />,
        <FunctionField<ContentRow> key="detail" label="content.fields.greetDetail" render={(row) => clip(row.greetDetail)} />,
      ]}
      inputs={() => [
        <TextInput key="subject" source="greetSubject" label="content.fields.greetSubject" validate={required()} fullWidth />,
        <TextInput key="detail" source="greetDetail" label="content.fields.greetDetail" helperText="content.help.greetDetail" validate={required()} multiline minRows={6} fullWidth />,
      ]}
    />
  );
}
