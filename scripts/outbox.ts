import { runCli, options } from './cli';

/** npm run outbox [-- --to someone@x --limit 5] — the newest mails of the outbox, for development. */
void runCli(async (p) => {
  const o = options(process.argv.slice(2));
  const query = p
    .db('mail_outbox')
    .orderBy('id', 'desc')
    .limit(Number(o.limit?.[0] ?? 10));
  if (o.to) query.where('to', o.to[0]);
  for (const m of await query) {
    console.log(`#${m.id} ${m.createdAt} ${m.status} → ${m.to}\nSubject: ${m.subject}\n\n${m.body}\n${'-'.repeat(60)}`);
  }
});
