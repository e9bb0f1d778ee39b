import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import dayjs from 'dayjs';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import FilterAltOff from '@mui/icons-material/FilterAltOff';
import { TIME_ZONE } from '../../../common/constants';
import { REPORT_MAX_DAYS } from '../../../common/reports';
// Extends dayjs with the zone plugins used below.
import '../../../common/web/format';
import { agentChoices, tierChoices, type Choice } from '../agents/api';
import { useLoad, useSettled } from './query';
import { useStateChoices } from '../couriers/inputs';
import { branchChoices } from '../orders/api';
import { useCompanyFacts } from './inputs';
import { pageTranslator } from './pageTexts';
import en from './report-filters/en';
import id from './report-filters/id';
import ms from './report-filters/ms';

/**
 * The filter bar of the report pages (/reporting and /analytics): a period (from and to, inclusive
 * Asia/Kuala_Lumpur days, with presets this month / last month / this year) and the tier, branch,
 * state (province for Indonesian companies) and agent pickers. The values live in the page
 * address, so a report can be linked to, reloaded and shared as it is filtered; `reportQuery`
 * turns them into the calls' query parameters (the names of common/reports.ts ReportQuery, which
 * the analytics calls take too). Its texts (report-filters/) load with the pages that use it.
 */

const useFiltersTranslate = pageTranslator({ en, id, ms });

export const FILTER_FIELDS = ['tier', 'branch', 'state', 'agent'] as const;
export type FilterField = (typeof FILTER_FIELDS)[number];

export interface ReportFilterValues {
  from: string;
  to: string;
  tierId?: string;
  branchId?: string;
  state?: string;
  agentId?: string;
}

/** The value each picker sets. */
const KEY_OF = { tier: 'tierId', branch: 'branchId', state: 'state', agent: 'agentId' } as const satisfies Record<FilterField, keyof ReportFilterValues>;

export const PRESETS = ['thisMonth', 'lastMonth', 'thisYear'] as const;
export type Preset = (typeof PRESETS)[number];

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^\d{1,10}$/;
const klNow = () => dayjs().tz(TIME_ZONE);

/** The inclusive days of a preset, in Kuala Lumpur. */
export function presetRange(preset: Preset): { from: string; to: string } {
  const now = klNow();
  const start = preset === 'thisYear' ? now.startOf('year') : preset === 'lastMonth' ? now.subtract(1, 'month').startOf('month') : now.startOf('month');
  const end = preset === 'lastMonth' ? start.endOf('month') : now;
  return { from: start.format('YYYY-MM-DD'), to: end.format('YYYY-MM-DD') };
}

const presetOf = (v: ReportFilterValues): Preset | 'custom' =>
  PRESETS.find((p) => {
    const r = presetRange(p);
    return r.from === v.from && r.to === v.to;
  }) ?? 'custom';

/**
 * The filters of the page address (this month when it names no valid period; ids that are not
 * whole numbers left out) and a setter that keeps the other parameters.
 */
export function useReportFilters(): [ReportFilterValues, (patch: Partial<ReportFilterValues>) => void] {
  const [params, setParams] = useSearchParams();
  const values = useMemo<ReportFilterValues>(() => {
    const from = params.get('from') ?? '';
    const to = params.get('to') ?? '';
    const period = DAY.test(from) && DAY.test(to) ? { from, to } : presetRange('thisMonth');
    const idOf = (key: string) => {
      const value = params.get(key);
      return value && ID.test(value) ? value : undefined;
    };
    return { ...period, tierId: idOf('tierId'), branchId: idOf('branchId'), state: params.get('state') || undefined, agentId: idOf('agentId') };
  }, [params]);
  const set = (patch: Partial<ReportFilterValues>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries({ ...values, ...patch })) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  return [values, set];
}

/** The period and the filters of `fields` as the calls' query parameters (empty ones left out). */
export function reportQuery(v: ReportFilterValues, fields: readonly FilterField[] = FILTER_FIELDS): Record<string, string> {
  const kept = [['from', v.from], ['to', v.to], ...fields.map((f) => [KEY_OF[f], v[KEY_OF[f]]])];
  return Object.fromEntries(kept.filter((e): e is [string, string] => Boolean(e[1])));
}

/** Why the period cannot be asked for (a key of PeriodAlert's texts), or null: the servers say the same; this saves a round trip. */
export function periodProblem(v: ReportFilterValues): string | null {
  if (v.from > v.to) return 'reportFilters.badPeriod';
  if (dayjs(v.to).diff(dayjs(v.from), 'day') >= REPORT_MAX_DAYS) return 'reportFilters.tooLong';
  return null;
}

/** What a page shows instead of its figures while the period cannot be asked for. */
export function PeriodAlert({ problem }: { problem: string }) {
  const translate = useFiltersTranslate();
  return (
    <Alert severity="warning" data-testid="period-problem">
      {translate(problem)}
    </Alert>
  );
}

/** One of the choices, or all; a value the choices lack (not loaded yet, or gone) shows as all. */
function Picker({ label, value, choices, onChange, testId }: { label: string; value: string | undefined; choices: Choice[]; onChange: (v: string) => void; testId: string }) {
  const translate = useFiltersTranslate();
  const shown = value !== undefined && choices.some((c) => String(c.id) === value) ? value : '';
  return (
    <TextField select size="small" fullWidth={false} label={label} value={shown} onChange={(e) => onChange(e.target.value)} sx={{ width: 180 }} slotProps={{ htmlInput: { 'data-testid': testId } }}>
      <MenuItem value="">{translate('reportFilters.all')}</MenuItem>
      {choices.map((c) => (
        <MenuItem key={c.id} value={String(c.id)}>
          {c.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

const NO_OPTIONS: never[] = [];

/**
 * Options looked up as one types (a quarter of a second after the last key; `name` names the
 * lookup's call), the latest answer kept while the next one loads; none after a failure.
 */
export function useLookup<T>(name: string, input: string, search: (text: string) => Promise<T[]>): T[] {
  const text = useSettled(input, 250);
  const found = useLoad(['lookup', name, text], () => search(text), { keepPrevious: true });
  return found.error ? NO_OPTIONS : (found.data ?? NO_OPTIONS);
}

/** Agents by name or e-mail, looked up as one types. */
function AgentPicker({ value, onChange }: { value: string | undefined; onChange: (v: string) => void }) {
  const translate = useFiltersTranslate();
  const [input, setInput] = useState('');
  const options = useLookup('agents', input, agentChoices);
  const [picked, setPicked] = useState<Choice | null>(null);
  const selected = value ? (picked && String(picked.id) === value ? picked : (options.find((o) => String(o.id) === value) ?? { id: value, name: `#${value}` })) : null;
  return (
    <Autocomplete
      size="small"
      sx={{ width: 280 }}
      options={options}
      value={selected}
      filterOptions={(o) => o}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => String(a.id) === String(b.id)}
      onInputChange={(_e, text, reason) => reason === 'input' && setInput(text)}
      onChange={(_e, choice) => {
        setPicked(choice);
        onChange(choice ? String(choice.id) : '');
      }}
      noOptionsText={translate('reportFilters.noAgents')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate('reportFilters.agent')}
          placeholder={translate('reportFilters.agentSearch')}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'filter-agent' } }}
        />
      )}
    />
  );
}

/**
 * The bar: the period's preset and days (marked, with the reason under "to", when the servers
 * would refuse them), the pickers of `fields`, and "clear" while a picker is set.
 */
export function ReportFilters({ values, onChange, fields = FILTER_FIELDS }: { values: ReportFilterValues; onChange: (patch: Partial<ReportFilterValues>) => void; fields?: readonly FilterField[] }) {
  const translate = useFiltersTranslate();
  const { country } = useCompanyFacts();
  const tiers = useLoad(['agents', 'tierChoices'], tierChoices).data ?? [];
  const branches = useLoad(['orders', 'branches'], () => branchChoices()).data ?? [];
  // Reports filter by the state's name, as agents' and orders' addresses hold it.
  const states = useStateChoices() ?? [];
  const preset = presetOf(values);
  const has = (f: FilterField) => fields.includes(f);
  const problem = periodProblem(values);
  return (
    <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }} data-testid="report-filters">
      <TextField
        select
        size="small"
        fullWidth={false}
        label={translate('reportFilters.preset')}
        value={preset}
        onChange={(e) => e.target.value !== 'custom' && onChange(presetRange(e.target.value as Preset))}
        sx={{ width: 160 }}
        slotProps={{ htmlInput: { 'data-testid': 'filter-preset' } }}
      >
        {PRESETS.map((p) => (
          <MenuItem key={p} value={p} data-preset={p}>
            {translate(`reportFilters.presets.${p}`)}
          </MenuItem>
        ))}
        <MenuItem value="custom" disabled>
          {translate('reportFilters.presets.custom')}
        </MenuItem>
      </TextField>
      {(['from', 'to'] as const).map((key) => (
        <TextField
          key={key}
          type="date"
          size="small"
          fullWidth={false}
          sx={{ width: 170 }}
          label={translate(`reportFilters.${key}`)}
          value={values[key]}
          onChange={(e) => DAY.test(e.target.value) && onChange({ [key]: e.target.value })}
          error={Boolean(problem)}
          helperText={key === 'to' && problem ? translate(problem) : undefined}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': `filter-${key}`, max: key === 'from' ? values.to : undefined, min: key === 'to' ? values.from : undefined } }}
        />
      ))}
      {has('tier') && <Picker label={translate('reportFilters.tier')} value={values.tierId} choices={tiers} onChange={(v) => onChange({ tierId: v })} testId="filter-tier" />}
      {has('branch') && <Picker label={translate('reportFilters.branch')} value={values.branchId} choices={branches} onChange={(v) => onChange({ branchId: v })} testId="filter-branch" />}
      {has('state') && (
        <Picker
          label={translate(country === 'ID' ? 'reportFilters.province' : 'reportFilters.state')}
          value={values.state}
          choices={states}
          onChange={(v) => onChange({ state: v })}
          testId="filter-state"
        />
      )}
      {has('agent') && <AgentPicker value={values.agentId} onChange={(v) => onChange({ agentId: v })} />}
      {fields.some((f) => values[KEY_OF[f]]) && (
        <Button size="small" startIcon={<FilterAltOff />} onClick={() => onChange({ tierId: '', branchId: '', state: '', agentId: '' })} sx={{ mt: 0.5 }} data-testid="filter-clear">
          {translate('reportFilters.clear')}
        </Button>
      )}
    </Box>
  );
}
