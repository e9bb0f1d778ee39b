import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '../../../../common/web/site';
import { useT } from '../../i18n';
import { DownlineDialog } from './DownlineDialog';
import { DownlinesTab } from './DownlinesTab';
import { FamilyTreeTab } from './FamilyTreeTab';
import { LeaderContactCard } from './LeaderContactCard';

const TABS = ['downlines', 'tree'] as const;
type NetworkTab = (typeof TABS)[number];

/**
 * /my-network: the agent's upline and helper to contact, then its group as a searchable list
 * (downlines) or as a family tree; a downline opens its details with contact buttons.
 */
export default function MyNetworkPage() {
  const t = useT();
  usePageTitle(t('shop.network.title'));
  const [params, setParams] = useSearchParams();
  const tab: NetworkTab = TABS.find((name) => name === params.get('tab')) ?? 'downlines';
  const [selected, setSelected] = useState<number | null>(null);

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="h5" component="h1">
        {t('shop.network.title')}
      </Typography>
      <LeaderContactCard />
      <Card>
        <Tabs value={tab} onChange={(_, value: NetworkTab) => setParams(value === 'downlines' ? {} : { tab: value }, { replace: true })} variant="fullWidth">
          {TABS.map((name) => (
            <Tab key={name} value={name} label={t(`shop.network.tabs.${name}`)} />
          ))}
        </Tabs>
      </Card>
      {tab === 'downlines' ? <DownlinesTab onOpen={setSelected} /> : <FamilyTreeTab onOpen={setSelected} />}
      <DownlineDialog id={selected} onClose={() => setSelected(null)} />
    </Box>
  );
}
