import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { ArrayInput, BooleanInput, Form, ResourceContextProvider, SaveButton, SimpleFormIterator, TextInput, required, useNotify, useTranslate } from 'react-admin';
import { post, type ApiError } from '../../../common/web/api';
import { MoneyInput, PercentInput } from '../shared/inputs';
import { LoadError } from '../shared/LoadError';
import { apiKey, useApiQuery, useSetData } from '../shared/query';
import { FIELD } from './inputs';

interface Rank {
  id?: number;
  commission_name: string;
  [field: string]: unknown;
}

const BENEFITS = [1, 2, 3, 4, 5, 6, 7, 8];
const row = { display: 'flex', gap: '0 16px', flexWrap: 'wrap', alignItems: 'flex-start' } as const;

/** Empty benefit inputs are null; the server treats blank text the same. */
function cleanRank(rank: Rank): Rank {
  const out: Rank = { commission_name: rank.commission_name };
  for (const [key, value] of Object.entries(rank)) {
    if (value === undefined) continue;
    out[key] = value === null && !key.startsWith('benefit_') ? 0 : value;
  }
  return out;
}

const RANKS_PATH = '/setup/company-commission-rank';

/**
 * The commission ranks tab of /company (docs/rules.md: Commission rank; meaning in docs/compensation.md
 * "Performance bonus"). The whole table is edited and saved at once
 * (POST /api/setup/company-commission-rank/update): removed rows are deleted.
 */
export function CommissionRankTab() {
  const translate = useTranslate();
  const notify = useNotify();
  const { data: ranks, error: loadError, retry } = useApiQuery<Rank[]>(RANKS_PATH);
  const setData = useSetData();

  async function save(values: Record<string, unknown>) {
    try {
      const { message, data } = await post<Rank[]>('/setup/company-commission-rank/update', {
        ranks: ((values.ranks as Rank[]) ?? []).map(cleanRank),
      });
      // The saved table (with the new rows' ids) replaces the loaded one.
      setData(apiKey(RANKS_PATH), data);
      notify(message, { type: 'success' });
      return undefined;
    } catch (err) {
      const error = err as ApiError;
      notify(error.message, { type: 'error' });
      return error.fields;
    }
  }

  if (loadError) return <LoadError error={loadError} onRetry={retry} />;
  if (!ranks) return <CircularProgress />;
  return (
    <Box data-testid="commission-ranks">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('tiers.ranks.help')}
      </Typography>
      {/* The array input's rows need a resource; this one has no pages of its own. */}
      <ResourceContextProvider value="commission-ranks">
        <Form record={{ ranks }} onSubmit={save} key={JSON.stringify(ranks.map((r) => r.id))}>
          <ArrayInput source="ranks" label={false}>
            <SimpleFormIterator disableReordering>
              <Box sx={row}>
                <TextInput source="commission_name" label="tiers.ranks.commission_name" validate={required()} sx={FIELD} />
                <MoneyInput sx={FIELD} source="personal_sales" label="tiers.ranks.personal_sales" />
                <MoneyInput sx={FIELD} source="total_personal_group_sales" label="tiers.ranks.total_personal_group_sales" />
                <MoneyInput sx={FIELD} source="side_group_sales" label="tiers.ranks.side_group_sales" />
                <PercentInput sx={FIELD} source="commission" label="tiers.ranks.commission" />
                <PercentInput sx={FIELD} source="personal_level_commission" label="tiers.ranks.personal_level_commission" />
                <BooleanInput source="is_leadership" label="tiers.ranks.is_leadership" />
              </Box>
              <Box sx={row}>
                {BENEFITS.map((n) => (
                  <TextInput key={n} source={`benefit_${n}`} label={translate('tiers.ranks.benefit', { n })} size="small" sx={{ width: 240 }} />
                ))}
              </Box>
            </SimpleFormIterator>
          </ArrayInput>
          <SaveButton alwaysEnable />
        </Form>
      </ResourceContextProvider>
    </Box>
  );
}
