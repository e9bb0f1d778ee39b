import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { Datagrid, FunctionField, SelectInput, TextField, Title, TopToolbar, useTranslate } from 'react-admin';
import { List } from '../shared/List';
import { MoneyField } from '../shared/MoneyField';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List_ from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import { translate as serverText } from '../../../common/messages';
import { useLanguage } from '../../../common/web/i18n';
import { InvoiceTable, Loaded, StatusChip, money, useApi, useDay, type Invoice, type InvoiceDetail, type InvoiceStatus, type Plan, type PlanSubscription } from './shared';

const STATUSES: InvoiceStatus[] = ['pending', 'partially_paid', 'overdue', 'paid', 'void'];

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  const translate = useTranslate();
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, m: 0 }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {translate(label)}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** /subscription: the company's subscription invoices. */
export function InvoiceListPage() {
  const translate = useTranslate();
  const day = useDay();
  const navigate = useNavigate();
  return (
    <List
      resource="subscription"
      title={translate('subscription.invoices.title')}
      sort={{ field: 'issueDate', order: 'DESC' }}
      filters={[<SelectInput key="status" source="status" label="resources.subscription.fields.status" choices={STATUSES.map((id) => ({ id, name: `subscription.status.${id}` }))} alwaysOn />]}
      actions={
        <TopToolbar>
          <Button component={RouterLink} to="/plan-rewards/plan-subscription" size="small">
            {translate('subscription.planSubscription.title')}
          </Button>
        </TopToolbar>
      }
      exporter={false}
      storeKey={false}
      disableSyncWithLocation
    >
      <Datagrid rowClick={(id) => (navigate(`/subscription/detail/${id}`), false)} bulkActionButtons={false} data-testid="subscription-invoices">
        <TextField source="number" label="resources.subscription.fields.number" />
        <FunctionField<Invoice> source="issueDate" label="resources.subscription.fields.issueDate" render={(i) => day(i.issueDate)} />
        <FunctionField<Invoice> sortable={false} label="resources.subscription.fields.period" render={(i) => `${day(i.periodStart)} – ${day(i.periodEnd)}`} />
        <FunctionField<Invoice> source="dueDate" label="resources.subscription.fields.dueDate" render={(i) => day(i.dueDate)} />
        <MoneyField source="total" currencySource="currency" label="resources.subscription.fields.total" />
        <MoneyField source="balance" currencySource="currency" label="resources.subscription.fields.balance" />
        <FunctionField<Invoice> source="status" label="resources.subscription.fields.status" render={(i) => <StatusChip status={i.status} />} />
      </Datagrid>
    </List>
  );
}

/** /subscription/detail/:id: one invoice and its payments. */
export function InvoiceDetailPage() {
  const translate = useTranslate();
  const day = useDay();
  const { id } = useParams();
  const state = useApi<InvoiceDetail>(`/subscription/detail/${encodeURIComponent(id ?? '')}`);
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate('subscription.invoice.title')} />
      <Loaded state={state}>
        {(invoice) => (
          <Stack spacing={2}>
            <Card>
              <CardContent>
                <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
                  <Typography variant="h5" component="h1">
                    {translate('subscription.invoice.heading', { number: invoice.number })}
                  </Typography>
                  <StatusChip status={invoice.status} />
                </Stack>
                <Facts
                  rows={[
                    ['resources.subscription.fields.plan', invoice.plan?.name ?? '—'],
                    ['resources.subscription.fields.description', invoice.description ?? '—'],
                    ['resources.subscription.fields.issueDate', day(invoice.issueDate)],
                    ['resources.subscription.fields.period', `${day(invoice.periodStart)} – ${day(invoice.periodEnd)}`],
                    ['resources.subscription.fields.dueDate', day(invoice.dueDate)],
                    ['resources.subscription.fields.total', money(invoice.total, invoice.currency)],
                    ['resources.subscription.fields.paid', money(invoice.paid, invoice.currency)],
                    ['resources.subscription.fields.balance', <strong key="b">{money(invoice.balance, invoice.currency)}</strong>],
                  ]}
                />
              </CardContent>
            </Card>
            <Card>
              <CardContent>
                <Typography variant="h6" component="h2" gutterBottom>
                  {translate('subscription.invoice.payments')}
                </Typography>
                {invoice.payments.length ? (
                  <Table size="small">
                    <TableHead>
                      <TableRow>
                        <TableCell>{translate('subscription.payment.date')}</TableCell>
                        <TableCell>{translate('subscription.payment.method')}</TableCell>
                        <TableCell>{translate('subscription.payment.reference')}</TableCell>
                        <TableCell align="right">{translate('subscription.payment.amount')}</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {invoice.payments.map((p) => (
                        <TableRow key={p.id}>
                          <TableCell>{day(p.paidOn)}</TableCell>
                          <TableCell>{p.method}</TableCell>
                          <TableCell>{p.reference ?? '—'}</TableCell>
                          <TableCell align="right">{money(p.amount, invoice.currency)}</TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                ) : (
                  <Typography color="text.secondary">{translate('subscription.invoice.noPayments')}</Typography>
                )}
              </CardContent>
            </Card>
            <Box>
              <Button component={RouterLink} to="/subscription">
                {translate('subscription.invoice.back')}
              </Button>
            </Box>
          </Stack>
        )}
      </Loaded>
    </Box>
  );
}

/** /subscription/expired: what HQ of a locked company sees — the locked message and what to pay. */
export function ExpiredPage() {
  const translate = useTranslate();
  const lang = useLanguage();
  const day = useDay();
  const state = useApi<PlanSubscription>('/plan-rewards/plan-subscription');
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate('subscription.expired.title')} />
      <Loaded state={state}>
        {(sub) => (
          <Stack spacing={2}>
            <Alert severity={sub.locked ? 'error' : sub.state === 'overdue' ? 'warning' : 'success'} data-testid="subscription-locked">
              <AlertTitle>{translate(sub.locked ? 'subscription.expired.locked' : sub.state === 'overdue' ? 'subscription.expired.overdue' : 'subscription.expired.fine')}</AlertTitle>
              {sub.locked ? serverText('auth.companyLockedHq', lang) : sub.lockDate ? translate('subscription.expired.lockOn', { date: day(sub.lockDate) }) : null}
            </Alert>
            {sub.unpaidInvoices.length > 0 && (
              <Card>
                <CardContent>
                  <Typography variant="h6" component="h2" gutterBottom>
                    {translate('subscription.expired.toPay', { amount: money(sub.outstanding, sub.currency) })}
                  </Typography>
                  <InvoiceTable invoices={sub.unpaidInvoices} />
                  <Typography color="text.secondary" sx={{ mt: 2 }}>
                    {translate('subscription.expired.howToPay')}
                  </Typography>
                </CardContent>
              </Card>
            )}
          </Stack>
        )}
      </Loaded>
    </Box>
  );
}

function PlanCard({ plan, current, more }: { plan: Plan; current: boolean; more?: boolean }) {
  const translate = useTranslate();
  return (
    <Card variant={current ? 'outlined' : 'elevation'} sx={current ? { borderColor: 'primary.main', borderWidth: 2 } : undefined} data-testid="plan-card">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="h6" component="h2">
            {plan.name}
          </Typography>
          {current && <Chip size="small" color="primary" label={translate('subscription.plans.current')} />}
        </Stack>
        <Typography variant="h5" sx={{ my: 1 }}>
          {money(plan.price, plan.currency)}
          <Typography component="span" color="text.secondary">
            {' '}
            {translate('subscription.plans.per', { smart_count: plan.periodMonths })}
          </Typography>
        </Typography>
        {plan.description && <Typography color="text.secondary">{plan.description}</Typography>}
        <List_ dense>
          {plan.features.map((f) => (
            <ListItem key={f} disableGutters>
              <ListItemIcon sx={{ minWidth: 32 }}>
                <CheckCircle color="success" fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={f} />
            </ListItem>
          ))}
        </List_>
      </CardContent>
      {more && (
        <CardActions>
          <Button component={RouterLink} to={`/plan-rewards/rewards-details/${plan.id}`} size="small">
            {translate('subscription.plans.details')}
          </Button>
        </CardActions>
      )}
    </Card>
  );
}

/** /plan-rewards: the plans on offer and what each includes. */
export function PlansPage() {
  const translate = useTranslate();
  const plans = useApi<Plan[]>('/plan-rewards', { perPage: 100 });
  const sub = useApi<PlanSubscription>('/plan-rewards/plan-subscription');
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate('subscription.plans.title')} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
        <Button component={RouterLink} to="/plan-rewards/plan-subscription" size="small">
          {translate('subscription.planSubscription.title')}
        </Button>
      </Box>
      <Loaded state={plans}>
        {(list) =>
          list.length ? (
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }}>
              {list.map((p) => (
                <PlanCard key={p.id} plan={p} current={sub.data?.plan?.id === p.id} more />
              ))}
            </Box>
          ) : (
            <Alert severity="info">{translate('subscription.plans.none')}</Alert>
          )
        }
      </Loaded>
    </Box>
  );
}

/** /plan-rewards/rewards-details/:id: one plan. */
export function PlanDetailPage() {
  const translate = useTranslate();
  const { id } = useParams();
  const plan = useApi<Plan>(`/plan-rewards/rewards-details/${encodeURIComponent(id ?? '')}`);
  const sub = useApi<PlanSubscription>('/plan-rewards/plan-subscription');
  return (
    <Box sx={{ mt: 2, maxWidth: 640 }}>
      <Title title={translate('subscription.plans.detailTitle')} />
      <Loaded state={plan}>{(p) => <PlanCard plan={p} current={sub.data?.plan?.id === p.id} />}</Loaded>
      <Button component={RouterLink} to="/plan-rewards" sx={{ mt: 2 }}>
        {translate('subscription.plans.back')}
      </Button>
    </Box>
  );
}

/** /plan-rewards/plan-subscription: the company's plan and subscription state. */
export function PlanSubscriptionPage() {
  const translate = useTranslate();
  const day = useDay();
  const state = useApi<PlanSubscription>('/plan-rewards/plan-subscription');
  const STATE_COLOUR = { none: 'default', active: 'success', overdue: 'warning', locked: 'error' } as const;
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate('subscription.planSubscription.title')} />
      <Loaded state={state}>
        {(sub) => (
          <Stack spacing={2}>
            <Card>
              <CardContent>
                <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
                  <Typography variant="h5" component="h1">
                    {sub.plan?.name ?? translate('subscription.planSubscription.noPlan')}
                  </Typography>
                  <Chip color={STATE_COLOUR[sub.state]} label={translate(`subscription.state.${sub.state}`)} data-testid="subscription-state" />
                </Stack>
                <Facts
                  rows={[
                    [
                      'subscription.planSubscription.price',
                      sub.plan ? `${money(sub.plan.price, sub.plan.currency)} ${translate('subscription.plans.per', { smart_count: sub.plan.periodMonths })}` : '—',
                    ],
                    ['subscription.planSubscription.period', sub.currentPeriod ? `${day(sub.currentPeriod.start)} – ${day(sub.currentPeriod.end)}` : '—'],
                    ['subscription.planSubscription.outstanding', money(sub.outstanding, sub.currency)],
                    ['subscription.planSubscription.nextDue', day(sub.nextDueDate)],
                    ['subscription.planSubscription.grace', translate('subscription.planSubscription.graceDays', { smart_count: sub.graceDays })],
                  ]}
                />
              </CardContent>
              <CardActions>
                <Button component={RouterLink} to="/plan-rewards" size="small">
                  {translate('subscription.plans.title')}
                </Button>
                <Button component={RouterLink} to="/subscription" size="small">
                  {translate('subscription.invoices.title')}
                </Button>
              </CardActions>
            </Card>
            {sub.state === 'overdue' && sub.lockDate && <Alert severity="warning">{translate('subscription.expired.lockOn', { date: day(sub.lockDate) })}</Alert>}
            {sub.locked && <Alert severity="error">{translate('subscription.expired.locked')}</Alert>}
            {sub.unpaidInvoices.length > 0 && (
              <Card>
                <CardContent>
                  <Typography variant="h6" component="h2" gutterBottom>
                    {translate('subscription.planSubscription.unpaid')}
                  </Typography>
                  <InvoiceTable invoices={sub.unpaidInvoices} />
                </CardContent>
              </Card>
            )}
          </Stack>
        )}
      </Loaded>
    </Box>
  );
}
