import { CURRENCIES, type Currency } from '../common/constants';
import { translate } from '../common/messages';
import { formatMoney } from '../common/money';
import { AppError } from '../server/platform/errors';
import { Company } from '../server/modules/companies/models';
import { SubscriptionInvoice } from '../server/modules/subscription/models';
import { createPlan, issueInvoice, parseAmount, recordPayment, runSubscriptionCheck, voidInvoice } from '../server/modules/subscription/service';
import { clock } from '../server/platform/time';
import { options, runCli } from './cli';

/**
 * Operator commands for companies' subscriptions (amounts in major units, dates YYYY-MM-DD):
 *
 *   npm run subscription -- plan:create --code basic --name "Basic" --currency MYR --price 199.00
 *        [--months 1|3|6|12] [--description "..."] [--feature "Up to 500 agents" --feature ...]
 *   npm run subscription -- invoice:issue --company <slug> --plan <code> [--due 2026-12-15]
 *        [--issue-date ...] [--start ...] [--total 199.00] [--number SUB-...]
 *   npm run subscription -- payment:record --invoice <number> --amount 199.00 --method transfer
 *        [--reference TXN123] [--date 2026-12-01]
 *   npm run subscription -- invoice:void --invoice <number>
 *   npm run subscription -- check        (runs the daily overdue/lock check now)
 */
const USAGE = 'Commands: plan:create, invoice:issue, payment:record, invoice:void, check (see scripts/subscription.ts)';

void runCli(async () => {
  const [command, ...rest] = process.argv.slice(2);
  const o = options(rest);
  const opt = (key: string) => o[key]?.[0];
  const one = (key: string) => {
    const v = opt(key);
    if (!v) throw new Error(`--${key} is required`);
    return v;
  };
  try {
    switch (command) {
      case 'plan:create': {
        const currency = one('currency').toUpperCase() as Currency;
        if (!CURRENCIES.includes(currency)) throw new Error('--currency must be MYR or IDR');
        const plan = await createPlan({
          code: one('code'),
          name: one('name'),
          currency,
          price: parseAmount(one('price'), currency),
          periodMonths: opt('months') ? Number(opt('months')) : undefined,
          description: opt('description'),
          features: o.feature ?? [],
        });
        console.log(`Plan ${plan.code} "${plan.name}" created: ${formatMoney(plan.price, currency)} per ${plan.periodMonths} month(s).`);
        break;
      }
      case 'invoice:issue': {
        const company = await Company.query().findOne({ slug: one('company') });
        const currency = (company?.currency ?? 'MYR') as Currency;
        const invoice = await issueInvoice({
          company: one('company'),
          plan: one('plan'),
          number: opt('number'),
          issueDate: opt('issue-date'),
          periodStart: opt('start'),
          dueDate: opt('due'),
          total: opt('total') ? parseAmount(opt('total')!, currency) : undefined,
        });
        console.log(`Invoice ${invoice.number} issued: ${formatMoney(invoice.total, currency)}, period ${invoice.periodStart} – ${invoice.periodEnd}, due ${invoice.dueDate} (${invoice.status}).`);
        break;
      }
      case 'payment:record': {
        const found = await SubscriptionInvoice.unscoped().findOne({ number: one('invoice') });
        const currency = (found?.currency ?? 'MYR') as Currency;
        const { invoice, unlocked } = await recordPayment({
          invoice: one('invoice'),
          amount: parseAmount(one('amount'), currency),
          method: opt('method') ?? 'transfer',
          reference: opt('reference'),
          paidOn: opt('date'),
        });
        console.log(`Payment recorded on ${invoice.number}: balance ${formatMoney(invoice.balance, currency)} (${invoice.status}).${unlocked ? ' The company is unlocked.' : ''}`);
        break;
      }
      case 'invoice:void': {
        const { invoice, unlocked } = await voidInvoice(one('invoice'));
        console.log(`Invoice ${invoice.number} is void.${unlocked ? ' The company is unlocked.' : ''}`);
        break;
      }
      case 'check': {
        const { markedOverdue, locked } = await runSubscriptionCheck(clock.now());
        console.log(`${markedOverdue} invoice(s) marked overdue; ${locked.length} company(ies) locked${locked.length ? `: ${locked.join(', ')}` : ''}.`);
        break;
      }
      default:
        throw new Error(USAGE);
    }
  } catch (err) {
    // Service refusals carry message keys: print them in English with the field they concern.
    if (err instanceof AppError) {
      const fields = Object.entries(err.fields ?? {}).map(([field, f]) => `${field}: ${translate(f.key, 'en', f.params)}`);
      throw new Error(fields.length ? fields.join('; ') : translate(err.key, 'en', err.params));
    }
    throw err;
  }
});
