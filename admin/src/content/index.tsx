import Article from '@mui/icons-material/Article';
import { Route } from 'react-router-dom';
import type { ConsoleArea } from '../areas';
import { documentedProvider, writable } from '../providers/documentedProvider';
import { lazyPage } from '../shared/lazyPage';

const ContentPage = lazyPage(() => import('./ContentPage').then((m) => m.ContentPage));

/** The visibility the server expects: the ticked levels (none: all levels). */
function visibility(data: Record<string, unknown>) {
  return Array.isArray(data.tierIds) ? (data.tierIds as number[]) : [];
}

const jsonBody = (fields: string[]) => (data: Record<string, unknown>) => ({
  ...Object.fromEntries(Object.entries(writable(data)).filter(([key]) => fields.includes(key))),
  tierIds: visibility(data),
});

/** Terms go as multipart: the text, the levels, and the PDF when one was chosen. */
function termsBody(data: Record<string, unknown>) {
  const body = new FormData();
  body.set('tncDetails', String(data.tncDetails ?? ''));
  for (const id of visibility(data)) body.append('tierIds', String(id));
  const file = (data.newPdf as { rawFile?: File } | null | undefined)?.rawFile;
  if (file) body.set('pdfUpload', file);
  else if (data.removePdf) body.set('removePdf', 'true');
  return body;
}

/** Terms, welcoming e-mails and FAQ by level: HQ and staff with post_content (access.ts). */
const area: ConsoleArea = {
  routes: <Route key="content" path="/content" element={<ContentPage />} />,
  menu: [{ to: '/content', label: 'content.menu', group: 'marketing', icon: Article, access: 'content' }],
  dataProvider: {
    terms: documentedProvider({ list: '/tnc', getOne: 'filter', update: 'store', body: termsBody }),
    greetings: documentedProvider({ list: '/greeting', getOne: 'filter', update: 'store', body: jsonBody(['greetSubject', 'greetDetail']) }),
    faqs: documentedProvider({ list: '/faq', getOne: 'filter', update: 'store', body: jsonBody(['question', 'answer']) }),
  },
  messages: { en: () => import('./messages/en'), id: () => import('./messages/id'), ms: () => import('./messages/ms') },
};

export default area;
