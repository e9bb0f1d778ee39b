import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Title, usePermissions } from 'react-admin';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { AGENT_PERMISSIONS, type Permission, type Role } from '../../../common/constants';
import { REPORT_PRODUCTS_MAX } from '../../../common/reports';
import { productChoices } from '../orders/api';
import { PeriodAlert, ReportFilters, periodProblem, reportQuery, useLookup, useReportFilters, type FilterField } from '../shared/ReportFilters';
import { ReportTable, SummaryCards, type Column } from './parts';
import { useReportsTranslate } from './texts';

/**
 * /reporting, the master report (docs/product.md): one tab per report — transactions,
 * recruitment, KPI, agent database, customer database, inventory, product sales — each with the
 * filters bar, its summary cards (`…/summary`), its paged tables and their CSV and XLSX exports of
 * exactly what is filtered. The tab, the period and the filters live in the page address.
 */

const orderLink = (row: Record<string, unknown>) => (row.id ? `/manage-orders/order-details?id=${String(row.id)}` : null);
const agentLink = (row: Record<string, unknown>) => (row.agentId ? `/agent-details?id=${String(row.agentId)}` : null);

/** The net sales columns; `sortable` names those the call sorts by. */
const sales = (...sortable: string[]): Column[] =>
  (['orders', 'amount', 'salesValue', 'units', 'refunds', 'refundAmount'] as const).map((field) => ({
    field,
    kind: field === 'amount' || field === 'salesValue' || field === 'refundAmount' ? 'money' : 'count',
    sortable: sortable.includes(field),
  }));
const items = (...sortable: string[]): Column[] => [
  { field: 'name' },
  { field: 'itemType', values: 'reports.itemTypes' },
  ...(['quantity', 'units', 'salesValue', 'orders'] as const).map((field): Column => ({ field, kind: field === 'salesValue' ? 'money' : 'count', sortable: sortable.includes(field) })),
];

const SALES = ['manage_orders'] as const;
const PEOPLE = AGENT_PERMISSIONS;
const STOCK = ['manage_inventory'] as const;

interface ListDef {
  path: string;
  title: string;
  columns: Column[];
  /** Answers only for chosen products (the agent × product list). */
  needsProducts?: boolean;
}

interface TabDef {
  key: string;
  /** The cards' call (product sales has none: its lists are its figures). */
  summary?: string;
  lists: ListDef[];
  filters: readonly FilterField[];
  /** Who may open it (HQ, or staff holding one of these): the rule of its calls (server/modules/reports/routes.ts). */
  permissions: readonly Permission[];
  /** Product sales: the product picker. */
  products?: boolean;
}

const TABS: TabDef[] = [
  {
    key: 'transaction',
    permissions: SALES,
    summary: '/transaction/summary',
    filters: ['tier', 'branch', 'state', 'agent'],
    lists: [
      {
        path: '/transaction/list',
        title: 'reports.lists.transactions',
        columns: [
          { field: 'orderNo', link: orderLink },
          { field: 'paidAt', kind: 'time', sortable: true },
          { field: 'buyerName' },
          { field: 'type', values: 'orders.type' },
          { field: 'paymentType', values: 'reports.paymentTypes' },
          { field: 'stage', values: 'orders.stage' },
          { field: 'state' },
          { field: 'units', kind: 'count' },
          { field: 'amount', kind: 'money' },
          { field: 'paymentFee', kind: 'money' },
          { field: 'totalPaid', kind: 'money' },
          { field: 'refunded', kind: 'yesno' },
        ],
      },
      {
        path: '/transaction/payment-method',
        title: 'reports.lists.paymentMethods',
        columns: [{ field: 'paymentType', sortable: true, values: 'reports.paymentTypes' }, { field: 'orderType', values: 'orders.type' }, ...sales('orders', 'amount')],
      },
    ],
  },
  {
    key: 'recruitment',
    permissions: PEOPLE,
    summary: '/recruitment/summary',
    filters: ['tier', 'state', 'agent'],
    lists: [
      {
        path: '/recruitment/list',
        title: 'reports.lists.recruiters',
        columns: [
          { field: 'recruiterName', link: (r) => (r.recruiterId ? `/agent-details?id=${String(r.recruiterId)}` : null) },
          { field: 'recruits', kind: 'count', sortable: true },
        ],
      },
    ],
  },
  {
    key: 'kpi',
    permissions: SALES,
    summary: '/kpi/summary',
    filters: ['tier', 'branch', 'state', 'agent'],
    lists: [
      {
        path: '/kpi/sales-list',
        title: 'reports.lists.kpi',
        columns: [{ field: 'agentName', link: agentLink }, { field: 'tierName' }, { field: 'state' }, ...sales('orders', 'amount', 'salesValue', 'units', 'refunds')],
      },
    ],
  },
  {
    key: 'agents',
    permissions: PEOPLE,
    summary: '/agent-report/summary',
    filters: ['tier', 'branch', 'state', 'agent'],
    lists: [
      {
        path: '/agent-report/list',
        title: 'reports.lists.agents',
        columns: [
          { field: 'agentName', link: agentLink, sortable: true, sortAs: 'name' },
          { field: 'tierName' },
          { field: 'state' },
          { field: 'status' },
          { field: 'joinedAt', kind: 'time', sortable: true },
          { field: 'recruits', kind: 'count' },
          { field: 'customers', kind: 'count' },
          ...sales(),
        ],
      },
    ],
  },
  {
    key: 'customers',
    permissions: PEOPLE,
    summary: '/customer-report/summary',
    filters: ['agent'],
    lists: [
      {
        path: '/customer-report/list',
        title: 'reports.lists.customers',
        columns: [
          { field: 'agentName', link: agentLink },
          { field: 'customers', kind: 'count', sortable: true },
        ],
      },
    ],
  },
  {
    key: 'inventory',
    permissions: STOCK,
    summary: '/report/inventory/summary',
    filters: ['agent'],
    lists: [
      {
        path: '/report/inventory/list',
        title: 'reports.lists.inventory',
        columns: [
          { field: 'productName', sortable: true, sortAs: 'name' },
          { field: 'sku' },
          { field: 'qtyIn', kind: 'count', sortable: true },
          { field: 'qtyOut', kind: 'count', sortable: true },
          { field: 'movements', kind: 'count' },
          { field: 'stock', kind: 'count', sortable: true },
        ],
      },
    ],
  },
  {
    key: 'products',
    permissions: SALES,
    filters: ['tier', 'branch', 'state', 'agent'],
    products: true,
    lists: [
      { path: '/product-sales-report/product-list', title: 'reports.lists.productList', columns: items('quantity', 'units', 'salesValue', 'orders') },
      {
        path: '/product-sales-report/agent-product-list',
        title: 'reports.lists.agentProductList',
        columns: [{ field: 'agentName', link: agentLink }, ...items('quantity', 'units', 'salesValue', 'orders')],
        needsProducts: true,
      },
      { path: '/product-sales-report/list', title: 'reports.lists.dayList', columns: [{ field: 'day', kind: 'day', sortable: true }, ...items('quantity', 'salesValue')] },
    ],
  },
];

interface ProductOption {
  id: number;
  name: string;
}

/** Up to REPORT_PRODUCTS_MAX products (docs/rules.md), as `productIds` in the address. */
function ProductPicker({ value, onChange }: { value: string[]; onChange: (ids: string[]) => void }) {
  const translate = useReportsTranslate();
  const [input, setInput] = useState('');
  const found = useLookup('products', input, productChoices);
  const options: ProductOption[] = useMemo(() => found.map((p) => ({ id: p.id, name: p.sku ? `${p.name} (${p.sku})` : p.name })), [found]);
  const [known, setKnown] = useState<Map<string, string>>(new Map());
  useEffect(() => setKnown((k) => new Map([...k, ...options.map((o) => [String(o.id), o.name] as [string, string])])), [options]);
  const selected = value.map((id) => ({ id: Number(id), name: known.get(id) ?? `#${id}` }));
  const full = value.length >= REPORT_PRODUCTS_MAX;
  return (
    <Autocomplete
      multiple
      size="small"
      sx={{ maxWidth: 760 }}
      options={options}
      value={selected}
      filterOptions={(o) => o}
      getOptionLabel={(o) => o.name}
      getOptionDisabled={() => full}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onInputChange={(_e, text, reason) => reason === 'input' && setInput(text)}
      onChange={(_e, list) => onChange(list.slice(0, REPORT_PRODUCTS_MAX).map((p) => String(p.id)))}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate('reports.products')}
          helperText={translate(full ? 'reports.productsMax' : 'reports.productsHint', { max: REPORT_PRODUCTS_MAX })}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'filter-products' } }}
        />
      )}
    />
  );
}

export function ReportingPage() {
  const translate = useReportsTranslate();
  const [params, setParams] = useSearchParams();
  const [filters, setFilters] = useReportFilters();
  const { permissions } = usePermissions<{ role: Role; permissions: Permission[] }>();
  const productIds = useMemo(
    () =>
      (params.get('productIds') ?? '')
        .split(',')
        .filter((id) => /^\d+$/.test(id))
        .slice(0, REPORT_PRODUCTS_MAX),
    [params],
  );
  const tabs = TABS.filter((t) => permissions?.role === 'hq' || t.permissions.some((p) => permissions?.permissions.includes(p)));
  const tab = tabs.find((t) => t.key === params.get('tab')) ?? tabs[0];
  if (!permissions) return null;
  if (!tab)
    return (
      <Alert severity="warning" sx={{ mt: 2 }} data-testid="reports-no-access">
        {translate('reports.noAccess')}
      </Alert>
    );
  const setParam = (key: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  // Only the filters the tab offers are sent; an invalid period sends nothing (its message shows instead).
  const allowed = reportQuery(filters, tab.filters);
  const problem = periodProblem(filters);
  const query = { ...allowed, ...(productIds.length && tab.products ? { productIds: productIds.join(',') } : {}) };

  return (
    <Box sx={{ display: 'grid', gap: 2, mt: 2 }}>
      <Title title={translate('reports.title')} />
      <Card>
        <Tabs value={tab.key} onChange={(_e, key: string) => setParam('tab', key)} variant="scrollable" scrollButtons="auto">
          {tabs.map((t) => (
            <Tab key={t.key} value={t.key} label={translate(`reports.tabs.${t.key}`)} data-testid={`report-tab-${t.key}`} />
          ))}
        </Tabs>
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <ReportFilters values={filters} onChange={setFilters} fields={tab.filters} />
          {tab.products && <ProductPicker value={productIds} onChange={(ids) => setParam('productIds', ids.join(','))} />}
        </CardContent>
      </Card>
      {problem ? (
        <PeriodAlert problem={problem} />
      ) : (
        <>
          {tab.summary && <SummaryCards path={tab.summary} query={query} />}
          {tab.lists.map((l) =>
            l.needsProducts && !productIds.length ? (
              <Alert key={l.path} severity="info" data-testid="products-none">
                {translate('reports.productsNone')}
              </Alert>
            ) : (
              <ReportTable
                key={l.path}
                title={translate(l.title)}
                path={l.path}
                query={query}
                columns={l.columns}
                testId={`report-table-${l.path.split('/').filter(Boolean).join('-')}`}
                exportName={`${tab.key}-${filters.from}-${filters.to}`}
              />
            ),
          )}
        </>
      )}
    </Box>
  );
}
